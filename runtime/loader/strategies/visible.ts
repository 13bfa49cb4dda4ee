/**
 * `visible`: mount when the island comes within one viewport of the screen,
 * so it is ready before the reader gets there (the margin WordPress's lazy
 * hydration uses), or at the first touch, key or focus if that comes sooner
 * (a keyboard user tabbing to a far button, a tap during a fast scroll).
 * A click that arrives before the island is mounted is held and replayed
 * once, as in `interaction`. An island removed before that is never mounted:
 * the observer goes with the element. Every supported browser has
 * IntersectionObserver (Safari since 12.1).
 */
import onInteraction from './interaction';

export default function onVisible(element: Element, start: () => Promise<void>): void {
	let started: Promise<void> | undefined;
	const startOnce = () => (started ||= start());
	onInteraction(element, startOnce);
	const observer = new IntersectionObserver(
		(entries) => {
			if (!entries.some((entry) => entry.isIntersecting)) return;
			observer.disconnect();
			void startOnce();
		},
		// One viewport above and below (the shorthand of '100% 0% 100% 0%').
		{ rootMargin: '100% 0%' },
	);
	observer.observe(element);
}
