// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { framesFromTrace, percentile } from './scroll-frames';

const main = { pid: 1, tid: 7 };
const frame = (ts: number) => ({ name: 'BeginMainThreadFrame', ph: 'I', ts, ...main });
const task = (name: string, ts: number, dur: number, thread = main) => ({ name, ph: 'X', ts, dur, ...thread });

describe('framesFromTrace', () => {
	it('sums top-level script per frame once, counts layouts, and ignores other threads', () => {
		const figures = framesFromTrace([
			frame(0),
			task('EventDispatch', 100, 2000),
			task('FunctionCall', 200, 1000), // nested in the dispatch: counted once
			task('Layout', 2500, 300),
			frame(16_000),
			task('FireAnimationFrame', 16_100, 500),
			task('FunctionCall', 16_100, 9000, { pid: 1, tid: 9 }), // a worker
			frame(32_000),
		]);
		expect(figures).toEqual({ frames: 2, p95Script: 2, maxScript: 2, layoutsPerFrame: 0.5, styleRecalcsPerFrame: 0 });
	});

	it('reads no frames from a trace without frame marks', () => {
		expect(framesFromTrace([task('FunctionCall', 0, 10)]).frames).toBe(0);
	});

	it('takes the nearest-rank percentile', () => {
		expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 100], 0.95)).toBe(19);
		expect(percentile([], 0.95)).toBe(0);
	});
});
