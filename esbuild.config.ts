/**
 * Builds dist/:
 *   islands.js              the classic loader a theme enqueues (IIFE, manifest inlined)
 *   chunks/<widget>-<hash>.js   one ESM entry per widget
 *   chunks/chunk-<hash>.js      shared chunks (the Preact framework chunk among them)
 *   manifest.json, metafile.json  what was built, for the size check and the bench
 *
 * Widgets are found by folder: widgets/<name>/island.ts (selector, strategy)
 * and widgets/<name>/index.ts[x] (default export: the mount function).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { IslandManifest, IslandSpec } from './runtime/loader/manifest';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const widgetsDir = path.join(root, 'widgets');

// Preact 10 needs Chrome 71 / Firefox 69 era APIs. Safari before 14.1 has a destructuring bug esbuild
// cannot lower, so Safari 14.1 is the floor; older browsers keep the working server markup.
const target = ['es2020', 'chrome71', 'firefox69', 'safari14.1'];

const shared: esbuild.BuildOptions = {
	bundle: true,
	minify: true,
	target,
	legalComments: 'none',
	logLevel: 'warning',
	alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
	jsx: 'automatic',
	jsxImportSource: 'react',
	define: { 'process.env.NODE_ENV': '"production"' },
};

interface Widget {
	name: string;
	entry: string;
	spec: IslandSpec;
}

async function findWidgets(): Promise<Widget[]> {
	const names = readdirSync(widgetsDir, { withFileTypes: true })
		.filter((dirent) => dirent.isDirectory())
		.map((dirent) => dirent.name)
		.sort();
	const widgets: Widget[] = [];
	for (const name of names) {
		const folder = path.join(widgetsDir, name);
		const entry = ['index.tsx', 'index.ts'].map((file) => path.join(folder, file)).find(existsSync);
		const islandFile = path.join(folder, 'island.ts');
		if (!entry || !existsSync(islandFile)) continue;
		const { island } = (await import(pathToFileURL(islandFile).href)) as { island: IslandSpec };
		widgets.push({ name, entry, spec: island });
	}
	return widgets;
}

/** Every chunk a chunk statically imports, transitively: all of them are preloaded together. */
function staticClosure(metafile: esbuild.Metafile, output: string): string[] {
	const seen = new Set<string>();
	const visit = (file: string) => {
		for (const imported of metafile.outputs[file]?.imports ?? []) {
			if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
			seen.add(imported.path);
			visit(imported.path);
		}
	};
	visit(output);
	return [...seen];
}

export async function build(): Promise<{ manifest: IslandManifest; metafile: esbuild.Metafile }> {
	rmSync(dist, { recursive: true, force: true });
	mkdirSync(dist, { recursive: true });
	const widgets = await findWidgets();

	const chunks = await esbuild.build({
		...shared,
		entryPoints: Object.fromEntries(widgets.map((widget) => [widget.name, widget.entry])),
		outdir: dist,
		format: 'esm',
		splitting: true,
		entryNames: 'chunks/[name]-[hash]',
		chunkNames: 'chunks/[name]-[hash]',
		metafile: true,
	});

	const relative = (file: string) => path.relative(dist, path.join(root, file)).split(path.sep).join('/');
	const manifest: IslandManifest = {};
	for (const widget of widgets) {
		const entryInput = path.relative(root, widget.entry).split(path.sep).join('/');
		const output = Object.entries(chunks.metafile.outputs).find(([, meta]) => meta.entryPoint === entryInput)?.[0];
		if (!output) throw new Error(`no output for widget ${widget.name}`);
		manifest[widget.name] = {
			...widget.spec,
			file: relative(output),
			imports: staticClosure(chunks.metafile, output).map(relative),
		};
	}

	const loader = await esbuild.build({
		...shared,
		entryPoints: { islands: path.join(root, 'runtime/loader/entry.ts') },
		outdir: dist,
		format: 'iife',
		define: { ...shared.define, __ISLANDS_MANIFEST__: JSON.stringify(manifest) },
		metafile: true,
	});

	// Printed inline by the theme in <head>, so the first paint has the right theme.
	const darkModeBoot = await esbuild.build({
		...shared,
		entryPoints: { 'dark-mode-boot': path.join(root, 'widgets/dark-mode/boot-entry.ts') },
		outdir: dist,
		format: 'iife',
		metafile: true,
	});

	const metafile: esbuild.Metafile = {
		inputs: { ...chunks.metafile.inputs, ...loader.metafile.inputs, ...darkModeBoot.metafile.inputs },
		outputs: { ...chunks.metafile.outputs, ...loader.metafile.outputs, ...darkModeBoot.metafile.outputs },
	};
	writeFileSync(path.join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, '\t')}\n`);
	writeFileSync(path.join(dist, 'metafile.json'), JSON.stringify(metafile));
	return { manifest, metafile };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	const { manifest } = await build();
	console.log(`Built dist/islands.js and ${Object.keys(manifest).length} widget chunks.`);
}
