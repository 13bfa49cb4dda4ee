/**
 * The bench's arithmetic, apart from the browser: samples of both sides become one figure each
 * (the median of its loads), and a figure's ratio is original ÷ ours (above 1: ours is lighter or
 * faster).
 */
import type { Origin } from './origin';

export type Side = 'original' | 'ours';
/** `points`: a score (Lighthouse's, 0–100), where more is better: compared by difference, not ratio. */
export type Unit = 'ms' | 'B' | 'files' | 'points';

export interface Sample {
	/** A page (`/shop/`) or an interaction (`add to cart from /shop/`). */
	group: string;
	name: string;
	unit: Unit;
	side: Side;
	value: number;
	/** Set on a page's bytes of one origin. */
	origin?: Origin;
	/** What the value is about, e.g. the file of the longest script. */
	note?: string;
}

export interface Figure {
	group: string;
	name: string;
	unit: Unit;
	origin?: Origin;
	original: number;
	ours: number;
	/** The notes of the sample nearest each side's median. */
	notes: Partial<Record<Side, string>>;
}

export function median(values: number[]): number {
	if (values.length === 0) return Number.NaN;
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** original ÷ ours; null when it means nothing (both zero, or a side never measured). */
export function ratio(original: number, ours: number): number | null {
	if (!Number.isFinite(original) || !Number.isFinite(ours) || (original === 0 && ours === 0)) return null;
	return ours === 0 ? Number.POSITIVE_INFINITY : original / ours;
}

const keyOf = (sample: Pick<Sample, 'group' | 'name' | 'origin'>) => `${sample.group}\u0000${sample.name}\u0000${sample.origin ?? ''}`;

/** One figure per group, name and origin, in the order they were first sampled. */
export function summarize(samples: Sample[]): Figure[] {
	const bySeries = new Map<string, Sample[]>();
	for (const sample of samples) {
		const series = bySeries.get(keyOf(sample));
		if (series) series.push(sample);
		else bySeries.set(keyOf(sample), [sample]);
	}
	return [...bySeries.values()].map((series) => {
		const [{ group, name, unit, origin }] = series;
		const figure: Figure = { group, name, unit, origin, original: Number.NaN, ours: Number.NaN, notes: {} };
		for (const side of ['original', 'ours'] as const) {
			const ofSide = series.filter((sample) => sample.side === side);
			const value = median(ofSide.map((sample) => sample.value));
			figure[side] = value;
			const nearest = ofSide.reduce<Sample | undefined>((best, sample) => (!best || Math.abs(sample.value - value) < Math.abs(best.value - value) ? sample : best), undefined);
			if (nearest?.note) figure.notes[side] = nearest.note;
		}
		return figure;
	});
}
