import { describe, expect, it } from 'vitest';
import { stageTimesReport } from './stage-times';

describe('stageTimesReport', () => {
	it('gives each stage its seconds, marks the one that failed and adds the total', () => {
		const report = stageTimesReport([
			{ name: 'typecheck', ms: 15_400, ok: true },
			{ name: 'test:unit', ms: 231_600, ok: true },
			{ name: 'test:e2e', ms: 1_412_000, ok: false },
		]);
		expect(report.split('\n')).toEqual([
			'stage times:',
			'  typecheck      15 s',
			'  test:unit     232 s',
			'  test:e2e    1,412 s  FAILED',
			'  total       1,659 s',
		]);
	});
});
