/**
 * `npm run size`: prints every built file's size and what each demo page
 * loads against its budget: the issue's target (loader ≤ 3 kB, framework
 * chunk ≤ 10 kB, any other shared chunk, widget chunk or lazy part ≤ 6 kB,
 * /shop/ ≤ 24 kB, a product page ≤ 28 kB, an article with no widget markup
 * ≤ 3 kB, the JNews article ≤ 30 kB; gzip level 9 of the built files;
 * scripts/build/loader-size.test.ts checks the loader at 40 widgets,
 * scripts/loader-at-60.test.ts at 60), and
 * fails above a budget's ceiling, which equals the target where it is met.
 * Sizes are deterministic, so this runs in `npm test`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Budget, budgetOf, readBuildManifest, readChunkSizes } from './chunk-sizes';
import { measurePages } from './page-sizes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = readBuildManifest(root);
const sizes = readChunkSizes(root, manifest);
const pages = await measurePages(path.join(root, 'dist'), manifest, sizes);

function table(header: string[], rows: string[][]) {
	const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
	const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
	console.log(line(header));
	console.log(line(widths.map((width) => '-'.repeat(width))));
	for (const row of rows) console.log(line(row));
}

const verdict = (gzip: number, budget?: Budget) =>
	budget === undefined ? '' : gzip > budget.ceiling ? 'OVER' : gzip > budget.target ? 'over target' : 'ok';
const overFiles = sizes.filter((size) => size.gzip > budgetOf(size).ceiling);
const overPages = pages.filter((page) => page.budget !== undefined && page.gzip > page.budget.ceiling);
const shown = (budget?: Budget) => (budget === undefined ? '' : budget.ceiling > budget.target ? `${budget.target} (≤ ${budget.ceiling})` : String(budget.target));

console.log(`Build ${manifest.build}: gzip level 9 of each file in dist/.\n`);
table(
	['file', 'role', 'min B', 'gzip B', 'target B (ceiling)', ''],
	sizes.map((size) => [size.file, `${size.role}${size.name ? ` ${size.name}` : ''}`, String(size.bytes), String(size.gzip), shown(budgetOf(size)), verdict(size.gzip, budgetOf(size))]),
);
console.log('\nPer page (the loader, the chunks of the widgets its markup prints, the shared chunks they need):\n');
table(
	['page', 'files', 'gzip B', 'target B (ceiling)', '', 'widgets'],
	pages.map((page) => [page.path, String(page.files.length), String(page.gzip), shown(page.budget), verdict(page.gzip, page.budget), page.widgets.join(' ') || '(none)']),
);
const framework = manifest.shared.framework?.inputs.map((input) => input.replace(/^node_modules\/|\/dist\/.*$/g, '')) ?? [];
console.log(`\nThe framework chunk holds: ${[...new Set(framework)].join(', ') || 'nothing (no widget imports Preact or signals)'}.`);
console.log('What a browser transfers (compression level, headers, brotli) differs: npm run bench measures it.');

if (overFiles.length + overPages.length > 0) {
	console.error(`\nOver budget: ${[...overFiles.map((size) => size.file), ...overPages.map((page) => page.path)].join(', ')}`);
	process.exit(1);
}
