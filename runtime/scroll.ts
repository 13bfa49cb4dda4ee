/**
 * Animated page scrolling with jQuery's default "swing" easing, so scrolls
 * feel like the theme's; instant under reduced motion.
 */
import { prefersReducedMotion } from './motion';

const swing = (progress: number) => 0.5 - Math.cos(progress * Math.PI) / 2;

export function scrollPageTo(top: number, durationMs: number): Promise<void> {
	const target = Math.max(0, top);
	if (prefersReducedMotion() || durationMs <= 0) {
		window.scrollTo(0, target);
		return Promise.resolve();
	}
	const start = window.scrollY;
	const startedAt = performance.now();
	return new Promise((resolve) => {
		const step = (now: number) => {
			const progress = Math.min(1, (now - startedAt) / durationMs);
			window.scrollTo(0, start + (target - start) * swing(progress));
			if (progress < 1) requestAnimationFrame(step);
			else resolve();
		};
		requestAnimationFrame(step);
	});
}

/** The page offset of an element's top edge. */
export const pageTopOf = (element: Element): number => element.getBoundingClientRect().top + window.scrollY;
