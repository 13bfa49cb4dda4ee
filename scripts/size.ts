/**
 * `npm run size`: prints every built file's size and fails when one is over
 * its budget (loader ≤ 3 kB gz, framework chunk ≤ 10 kB gz, each widget or
 * shared chunk ≤ 6 kB gz). Sizes are deterministic, so this runs in `npm test`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, readChunkSizes } from './chunk-sizes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sizes = readChunkSizes(root);
const over = sizes.filter((size) => size.gzip > BUDGETS[size.role]);

const rows = sizes.map((size) => [
	size.file,
	size.widget ? `widget ${size.widget}` : size.role,
	String(size.bytes),
	String(size.gzip),
	String(BUDGETS[size.role]),
	size.gzip > BUDGETS[size.role] ? 'OVER' : 'ok',
]);
const header = ['file', 'role', 'min B', 'gzip B', 'budget B', ''];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
const everything = sizes.reduce((sum, size) => sum + size.gzip, 0);
console.log(`\nA page with every widget: ${everything} B gzip in ${sizes.length} files.`);

if (over.length > 0) {
	console.error(`\nOver budget: ${over.map((size) => size.file).join(', ')}`);
	process.exit(1);
}
