/**
 * Builds dist/:
 *   islands.js                     the classic loader a theme enqueues (IIFE, manifest inlined)
 *   chunks/<widget>-<build>.js     one ESM chunk per widget
 *   chunks/<shared>-<build>.js     the shared chunks: framework, runtime, shop, theme, dialog, rest (scripts/build/shared-chunks.ts)
 *   chunks/<part>-<build>.js       lazy parts a chunk loads with import() (scripts/build/lazy-parts.ts)
 *   manifest.json                  what was built, for the size budgets, the bench and the tests
 *   builds.json                    the builds whose chunks are still served (scripts/build/write-dist.ts)
 *   dark-mode-boot.js              a snippet the theme prints inline in <head> (scripts/build/build-inline.ts)
 * and, from the sources' __() calls, the plugin's includes/island-strings.php (scripts/i18n/).
 *
 * Widgets are found by folder: widgets/<name>/island.ts (selector, strategy)
 * and widgets/<name>/index.ts[x] (default export: the mount function).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildChunks } from './scripts/build/build-chunks';
import { buildInlineSnippets } from './scripts/build/build-inline';
import { buildLoader } from './scripts/build/build-loader';
import { type BuildManifest, buildManifest, loaderManifest } from './scripts/build/build-manifest';
import { findWidgets, type WidgetSource } from './scripts/build/find-widgets';
import { writeDist } from './scripts/build/write-dist';
import { PHP_FILE } from './scripts/i18n/extract';
import { writeIslandStrings } from './scripts/i18n/generate';

const root = path.dirname(fileURLToPath(import.meta.url));

export interface BuildOptions {
	/** Default: dist/ */
	outDir?: string;
	/** Default: every widget under widgets/ */
	widgets?: WidgetSource[];
	/** How many builds' chunks stay in outDir (default 2: this one and the previous one). */
	keep?: number;
}

export async function build(options: BuildOptions = {}): Promise<BuildManifest> {
	const widgets = options.widgets ?? (await findWidgets(path.join(root, 'widgets')));
	const chunks = await buildChunks(root, widgets);
	const manifest = buildManifest(chunks, widgets);
	const loader = await buildLoader(root, loaderManifest(manifest));
	const files = new Map<string, string>();
	for (const [name, chunk] of [...chunks.shared, ...chunks.widgets]) files.set((manifest.shared[name] ?? manifest.widgets[name]).file, chunk.code);
	for (const [name, chunk] of chunks.parts) files.set(manifest.parts[name].file, chunk.code);
	const outDir = options.outDir ?? path.join(root, 'dist');
	writeDist(outDir, files, loader, manifest, options.keep);
	await buildInlineSnippets(root, outDir);
	return manifest;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	const manifest = await build();
	const strings = writeIslandStrings(root);
	const shared = Object.keys(manifest.shared);
	console.log(`Built dist/islands.js, ${Object.keys(manifest.widgets).length} widget chunks, ${Object.keys(manifest.parts).length} lazy parts and ${shared.length} shared (${shared.join(', ')}), build ${manifest.build}; ${strings} translatable strings in ${PHP_FILE}.`);
}
