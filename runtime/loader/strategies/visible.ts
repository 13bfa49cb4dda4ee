/**
 * `visible`: mount when the island comes within one viewport of the screen,
 * so it is ready before the reader gets there (the margin WordPress's lazy
 * hydration uses). An island removed before that is never mounted: the
 * observer goes with the element. Every supported browser has
 * IntersectionObserver (Safari since 12.1).
 */
export default function onVisible(element: Element, start: () => unknown): void {
	const observer = new IntersectionObserver(
		(entries) => {
			if (!entries.some((entry) => entry.isIntersecting)) return;
			observer.disconnect();
			start();
		},
		{ rootMargin: '100% 0% 100% 0%' },
	);
	observer.observe(element);
}
