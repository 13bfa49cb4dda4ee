import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { faultMatrixTable } from './table';

describe('the fault matrix table', () => {
	it('is in docs/contributing.md as the rows the browser suite runs make it (npm run fault-matrix:table)', () => {
		const doc = readFileSync(path.resolve(__dirname, '../../../docs/contributing.md'), 'utf8');
		expect(doc).toContain(faultMatrixTable());
	});
});
