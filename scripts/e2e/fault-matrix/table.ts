/**
 * The fault matrix as a Markdown table (rows: islands, columns: faults), from the same rows the
 * browser suite runs: `npm run fault-matrix:table` prints it for docs/contributing.md (a unit test compares).
 */
import { FAULT_LABELS, FAULTS } from './faults';
import type { IslandRow } from './island-row';
import { ALL_ROWS } from './rows';

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function faultMatrixTable(rows: readonly IslandRow[] = ALL_ROWS): string {
	const header = `| Island | ${FAULTS.map((fault) => FAULT_LABELS[fault]).join(' | ')} |`;
	const rule = `|---|${FAULTS.map(() => ':-:').join('|')}|`;
	const lines = rows.map((row) => `| ${cell(row.name)} | ${FAULTS.map((fault) => (row.notApplicable?.[fault] ? `n/a: ${cell(row.notApplicable[fault]!)}` : '✓')).join(' | ')} |`);
	return [header, rule, ...lines].join('\n');
}

if (process.argv[1]?.endsWith('table.ts')) console.log(faultMatrixTable());
