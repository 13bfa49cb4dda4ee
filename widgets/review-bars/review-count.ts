/**
 * The review bars' count-up (the theme's `jskill` over the jnews-review box):
 * each criterion's bar grows from 0 to its `data-width` (a percentage) in
 * 600 ms with jQuery's "swing" easing, criteria 250 ms apart, while its score
 * counts along: `N%` for percentage boxes, the rating out of 10 rounded up
 * for point boxes (`data-scoretype="point"`).
 */
export const COUNT_MS = 600;
export const STAGGER_MS = 250;

export type ScoreType = 'percent' | 'point';

export const scoreTypeOf = (value: string | null): ScoreType => (value === 'point' ? 'point' : 'percent');

/** A bar's target in percent, 0–100; 0 for anything that is not a number. */
export function barTarget(value: string | null): number {
	const parsed = Number.parseFloat(value ?? '');
	return Number.isFinite(parsed) ? Math.min(100, Math.max(0, parsed)) : 0;
}

/** jQuery's default easing. */
export const swing = (progress: number): number => 0.5 - Math.cos(progress * Math.PI) / 2;

/** The score text at `percent` of the way (0–100). */
export const scoreText = (type: ScoreType, percent: number): string =>
	type === 'point' ? String(Math.ceil(percent * 0.1)) : `${Math.ceil(percent)}%`;

/** How far a criterion has counted `elapsed` ms after its own start. */
export function countAt(target: number, elapsed: number): number {
	if (elapsed <= 0) return 0;
	return elapsed >= COUNT_MS ? target : target * swing(elapsed / COUNT_MS);
}
