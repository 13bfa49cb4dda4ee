/**
 * `npm run size`: prints every built file's size and what each demo page
 * loads, and fails when a file or a page is over its budget: loader ≤ 3 kB,
 * framework chunk ≤ 10 kB, any other shared chunk or widget chunk ≤ 6 kB,
 * /shop/ ≤ 24 kB, a product page ≤ 28 kB, an article ≤ 3 kB (gzip level 9
 * of the built files; scripts/build/loader-size.test.ts checks the loader at
 * 40 widgets). Sizes are deterministic, so this runs in `npm test`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, readBuildManifest, readChunkSizes } from './chunk-sizes';
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

const verdict = (gzip: number, budget?: number) => (budget === undefined ? '' : gzip > budget ? 'OVER' : 'ok');
const overFiles = sizes.filter((size) => size.gzip > BUDGETS[size.role]);
const overPages = pages.filter((page) => page.budget !== undefined && page.gzip > page.budget);

console.log(`Build ${manifest.build}: gzip level 9 of each file in dist/.\n`);
table(
	['file', 'role', 'min B', 'gzip B', 'budget B', ''],
	sizes.map((size) => [size.file, `${size.role}${size.name ? ` ${size.name}` : ''}`, String(size.bytes), String(size.gzip), String(BUDGETS[size.role]), verdict(size.gzip, BUDGETS[size.role])]),
);
console.log('\nPer page (the loader, the chunks of the widgets its markup prints, the shared chunks they need):\n');
table(
	['page', 'files', 'gzip B', 'budget B', '', 'widgets'],
	pages.map((page) => [page.path, String(page.files.length), String(page.gzip), page.budget === undefined ? '' : String(page.budget), verdict(page.gzip, page.budget), page.widgets.join(' ') || '(none)']),
);
const framework = manifest.shared.framework?.inputs.map((input) => input.replace(/^node_modules\/|\/dist\/.*$/g, '')) ?? [];
console.log(`\nThe framework chunk holds: ${[...new Set(framework)].join(', ') || 'nothing (no widget imports Preact or signals)'}.`);
console.log('What a browser transfers (compression level, headers, brotli) differs: npm run bench measures it.');

if (overFiles.length + overPages.length > 0) {
	console.error(`\nOver budget: ${[...overFiles.map((size) => size.file), ...overPages.map((page) => page.path)].join(', ')}`);
	process.exit(1);
}
