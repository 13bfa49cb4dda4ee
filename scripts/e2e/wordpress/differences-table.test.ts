import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { differencesTable } from './differences-table';
import { INTENDED_DIFFERENCES } from './intended-differences';

describe('the table of intended differences', () => {
	it('is in docs/contributing.md as the list the journeys check makes it (npm run differences:table)', () => {
		const doc = readFileSync(path.resolve(__dirname, '../../../docs/contributing.md'), 'utf8');
		expect(doc).toContain(differencesTable());
	});

	it('has a row per listed difference, each saying what each side ends with and why', () => {
		expect(differencesTable().split('\n')).toHaveLength(INTENDED_DIFFERENCES.length + 2);
		for (const difference of INTENDED_DIFFERENCES) for (const said of [difference.original, difference.islands, difference.why]) expect(said.trim()).not.toBe('');
	});
});
