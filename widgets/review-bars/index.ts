/**
 * View-less island: the jnews-review box's "Review Breakdown" bars. When the
 * box's top passes 80 % of the window (the theme's waypoint offset) it gets
 * `show`, then each criterion's bar and score count up from the printed 0
 * (review-count.ts), once. Under reduced motion they show their values at once.
 */
import type { MountIsland } from '../../runtime/loader/manifest';
import { prefersReducedMotion } from '../../runtime/motion';
import { barTarget, COUNT_MS, countAt, scoreText, scoreTypeOf, STAGGER_MS } from './review-count';

interface Criterion {
	bar: HTMLElement | null;
	score: HTMLElement | null;
	target: number;
}

const mount: MountIsland = (element) => {
	const type = scoreTypeOf(element.getAttribute('data-scoretype'));
	const criteria: Criterion[] = Array.from(element.querySelectorAll('li'), (item) => {
		const bar = item.querySelector<HTMLElement>('.barbg');
		return { bar, score: item.querySelector<HTMLElement>('.reviewscore'), target: barTarget(bar?.getAttribute('data-width') ?? null) };
	});
	const paint = (criterion: Criterion, percent: number) => {
		if (criterion.bar) criterion.bar.style.width = `${percent}%`;
		if (criterion.score) criterion.score.textContent = scoreText(type, percent);
	};
	let frame = 0;
	const count = () => {
		const started = performance.now();
		const tick = (now: number) => {
			const elapsed = now - started;
			criteria.forEach((criterion, index) => paint(criterion, countAt(criterion.target, elapsed - index * STAGGER_MS)));
			if (elapsed < COUNT_MS + (criteria.length - 1) * STAGGER_MS) frame = requestAnimationFrame(tick);
		};
		frame = requestAnimationFrame(tick);
	};
	const observer = new IntersectionObserver(
		(entries) => {
			if (!entries.some((entry) => entry.isIntersecting)) return;
			observer.disconnect();
			element.classList.add('show');
			if (prefersReducedMotion()) criteria.forEach((criterion) => paint(criterion, criterion.target));
			else count();
		},
		// The box counts once its top is above 80 % of the window's height.
		{ rootMargin: '0px 0px -20% 0px' },
	);
	observer.observe(element);
	return () => {
		observer.disconnect();
		cancelAnimationFrame(frame);
	};
};

export default mount;
