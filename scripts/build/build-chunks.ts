/**
 * The ES module chunks: one per widget and one per shared chunk in use
 * (see shared-chunks.ts for which code goes where). esbuild's splitting would
 * cut a chunk for every distinct set of importers; instead every chunk is its
 * own build, and imports across chunks go through generated barrels:
 *
 *   1. reach    bundle every widget whole: how many widgets use each module
 *   2. survey   top-down (widgets, then the shared chunks from last to first): build each with the
 *               other chunks' modules left external, one external path per name, and
 *               read from the metafile which names survive tree shaking; a shared
 *               chunk's names get short keys once all its importers are surveyed
 *   3. link     bottom-up: build each shared chunk as a barrel exporting exactly its
 *               used names under their keys, then the widgets, importing from
 *               `./<chunk>-<build>.js`
 *
 * A module a widget's entry and its lazy parts share has one home among
 * them (part-homes.ts): that chunk exports it like a shared chunk (its own
 * exports, plus the others' names under keys) and the others import it. Those
 * chunks are surveyed deepest first, since what a home keeps depends on what
 * the chunks below it use.
 *
 * File names carry one hash for the whole build, computed last over every
 * chunk's code; until then BUILD_TOKEN stands for it.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ESBUILD_OPTIONS } from './esbuild-options';
import { exportKeys } from './export-keys';
import { joinImports } from './join-imports';
import type { WidgetSource } from './find-widgets';
import { findLazyParts, lazyPartsPlugin } from './lazy-parts';
import { linkPlugin, type SharedModules } from './link-plugin';
import { widgetsPerModule } from './module-graph';
import { listExports } from './module-exports';
import { partHomes } from './part-homes';
import { SHARED_CHUNKS, type SharedChunk, sharedChunkOf } from './shared-chunks';

export interface BuiltChunk {
	code: string;
	/** Shared chunks it imports, directly or through another shared chunk, in SHARED_CHUNKS order. */
	shared: SharedChunk[];
	/** Source modules bundled into it, relative to the root. */
	inputs: string[];
}

export interface BuiltChunks {
	build: string;
	shared: Map<SharedChunk, BuiltChunk>;
	widgets: Map<string, BuiltChunk>;
	/** Lazy parts (lazy-parts.ts), by name. */
	parts: Map<string, BuiltChunk>;
}

const BUILD_TOKEN = '__ISLANDS_BUILD__';
const SURVEY_PREFIX = '@@';
const UNUSED = `${SURVEY_PREFIX}unused`;

export const chunkFileName = (name: string, build: string) => `${name}-${build}.js`;

/** One esbuild pass over ES modules, kept in memory. */
const bundle = (root: string, options: esbuild.BuildOptions) =>
	esbuild.build({ ...ESBUILD_OPTIONS, absWorkingDir: root, outdir: path.join(root, '.chunks'), format: 'esm', ...options, write: false, metafile: true });

/** A virtual entry that re-exports `names` of modules under their keys; a home also re-exports its entry module's own names. */
function barrelPlugin(exports: Map<string, Map<string, string>>, own?: { file: string; names: string[] }): esbuild.Plugin {
	return {
		name: 'shared-chunk-barrel',
		setup(build) {
			build.onResolve({ filter: /^barrel$/ }, () => ({ path: 'barrel', namespace: 'barrel' }));
			build.onResolve({ filter: /.*/, namespace: 'barrel' }, (args) => ({ path: args.path }));
			build.onLoad({ filter: /.*/, namespace: 'barrel' }, () => ({
				contents: [
					...(own && own.names.length ? [`export { ${own.names.join(', ')} } from ${JSON.stringify(own.file)};`] : []),
					...[...exports].flatMap(([file, keys]) => [...keys].map(([name, key]) => `export { ${name} as ${key} } from ${JSON.stringify(file)};`)),
				].join('\n'),
				loader: 'js',
			}));
		},
	};
}

/** The part an external `import()` path names (`./<part>-<token>.js`). */
const partOfImport = (importPath: string) => /^\.\/(.+)-__ISLANDS_BUILD__\.js$/.exec(importPath)?.[1];

const isSourceInput = (input: string) => !/^[a-z]+:/.test(input);

export async function buildChunks(root: string, widgets: WidgetSource[]): Promise<BuiltChunks> {
	const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
	// 1. reach: first the lazy parts, then, with each part an entry of its own, how many entries use each module
	const parts = findLazyParts(root, (await bundle(root, { entryPoints: widgets.map((widget) => ({ in: widget.entry, out: widget.name })) })).metafile);
	const partsPlugin = lazyPartsPlugin(parts, (name) => chunkFileName(name, BUILD_TOKEN));
	const entries = [...widgets.map((widget) => ({ in: widget.entry, out: widget.name })), ...[...parts].map(([file, name]) => ({ in: file, out: name }))];
	const whole = await bundle(root, { entryPoints: entries, plugins: [partsPlugin] });
	const modules: SharedModules = { chunkOf: new Map(), exportsOf: new Map() };
	const owner = new Map(entries.map((entry) => [relative(entry.in), /^widgets\/([^/]+)\//.exec(relative(entry.in))?.[1] ?? entry.out]));
	for (const [file, count] of widgetsPerModule(whole.metafile, [...owner.keys()], (entry) => owner.get(entry)!)) {
		const chunk = sharedChunkOf(file, count);
		if (chunk) modules.chunkOf.set(path.resolve(root, file), chunk);
	}
	const nodes = entries.map((entry) => ({ name: entry.out, entry: relative(entry.in), owner: owner.get(relative(entry.in))! }));
	const { homes, depth } = partHomes(whole.metafile.inputs, nodes, (file) => !modules.chunkOf.has(path.resolve(root, file)), partOfImport);
	for (const [file, home] of homes) modules.chunkOf.set(path.resolve(root, file), home);
	// Every chunk of a widget that has homes is built on its own, deepest first (at one depth, homes last); the others in one pass.
	const homeNames = new Set(homes.values());
	const homeOwners = new Set(nodes.filter((node) => homeNames.has(node.name)).map((node) => node.owner));
	const alone = entries
		.filter((entry) => homeOwners.has(owner.get(relative(entry.in))!))
		.sort((a, b) => depth.get(b.out)! - depth.get(a.out)! || Number(homeNames.has(a.out)) - Number(homeNames.has(b.out)));
	const together = entries.filter((entry) => !alone.includes(entry));
	modules.exportsOf = await listExports(root, [...new Set([...modules.chunkOf.keys(), ...alone.map((entry) => entry.in)])]);

	// 2. survey
	const ids = [...modules.chunkOf.keys()].sort();
	const byPath = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : 1);
	const used = new Map<string, Map<string, Set<string>>>();
	const keys = new Map<string, Map<string, Map<string, string>>>();
	const survey = async (options: esbuild.BuildOptions, current: string | null) => {
		const plugin = linkPlugin(modules, current, (file, name) => {
			const chunk = modules.chunkOf.get(file)!;
			return `export { ${name} } from "${SURVEY_PREFIX}${chunk}/${ids.indexOf(file)}/${name}";`;
		});
		const result = await bundle(root, { ...options, plugins: [...(options.plugins ?? []), plugin, partsPlugin] });
		for (const output of Object.values(result.metafile.outputs))
			for (const { path: external, kind } of output.imports) {
				if (kind === 'dynamic-import') continue;
				if (!external.startsWith(SURVEY_PREFIX)) throw new Error(`unexpected import ${external} in a chunk`);
				const [chunk, id, name] = external.slice(SURVEY_PREFIX.length).split('/') as [string, string, string];
				const file = ids[Number(id)];
				const names = used.get(chunk) ?? new Map<string, Set<string>>();
				used.set(chunk, names.set(file, (names.get(file) ?? new Set()).add(name)));
			}
	};
	/** Keys for the names other chunks use of `chunk`, none of them one of `taken` (a home's own exports). */
	const assignKeys = (chunk: string, taken: string[] = []) => {
		const names = used.get(chunk);
		if (!names) return undefined;
		const pairs = [...names].sort(byPath).flatMap(([file, set]) => [...set].sort().map((name) => [file, name]));
		const chunkKeys = exportKeys(pairs.length + taken.length).filter((key) => !taken.includes(key));
		const byFile = new Map<string, Map<string, string>>();
		pairs.forEach(([file, name], i) => byFile.set(file, (byFile.get(file) ?? new Map()).set(name, chunkKeys[i])));
		keys.set(chunk, byFile);
		return byFile;
	};
	/** A chunk of `alone`: a home is a barrel of its entry's exports and of the keys. */
	const aloneOptions = (entry: { in: string; out: string }): esbuild.BuildOptions => {
		const byFile = keys.get(entry.out);
		if (!byFile) return { entryPoints: [entry] };
		return { entryPoints: { [entry.out]: 'barrel' }, plugins: [barrelPlugin(byFile, { file: entry.in, names: modules.exportsOf.get(entry.in) ?? [] })] };
	};
	await survey({ entryPoints: together }, null);
	// One stage per depth (its homes after the rest): a stage's chunks use only homes of later stages, so they run side by side.
	const stage = (entry: { out: string }) => `${depth.get(entry.out)}-${homeNames.has(entry.out)}`;
	for (const current of [...new Set(alone.map(stage))])
		await Promise.all(
			alone
				.filter((entry) => stage(entry) === current)
				.map((entry) => {
					assignKeys(entry.out, modules.exportsOf.get(entry.in));
					return survey(aloneOptions(entry), entry.out);
				}),
		);
	for (const entry of alone) {
		const missing = [...(used.get(entry.out) ?? [])].flatMap(([file, names]) => [...names].filter((name) => !keys.get(entry.out)?.get(file)?.has(name)));
		if (missing.length > 0) throw new Error(`${entry.out} is surveyed before a chunk that uses its ${missing.join(', ')}`);
	}
	for (const chunk of [...SHARED_CHUNKS].reverse()) {
		const byFile = assignKeys(chunk);
		if (byFile) await survey({ entryPoints: { [chunk]: 'barrel' }, plugins: [barrelPlugin(byFile)] }, chunk);
	}

	// 3. link
	const link = (current: string | null) =>
		linkPlugin(modules, current, (file, name) => {
			const chunk = modules.chunkOf.get(file)!;
			const key = keys.get(chunk)?.get(file)?.get(name);
			return key
				? `export { ${key} as ${name} } from "./${chunkFileName(chunk, BUILD_TOKEN)}";`
				: `export { ${name} } from "${UNUSED}";`;
		});
	const sharedImports = (output: esbuild.Metafile['outputs'][string]): SharedChunk[] => {
		const direct: SharedChunk[] = [];
		for (const { path: external, kind } of output.imports) {
			if (kind === 'dynamic-import') continue;
			const chunk = SHARED_CHUNKS.find((name) => external === `./${chunkFileName(name, BUILD_TOKEN)}`);
			if (external === UNUSED) throw new Error('a chunk uses a name the survey did not see: the survey and link passes disagree');
			// A home of the widget's own is loaded before the chunk, or with it: not a shared chunk to preload.
			if (!chunk && alone.some((entry) => external === `./${chunkFileName(entry.out, BUILD_TOKEN)}`)) continue;
			if (!chunk) throw new Error(`unexpected import ${external} in a chunk`);
			direct.push(chunk);
		}
		return direct;
	};
	const closure = (direct: SharedChunk[]): SharedChunk[] =>
		SHARED_CHUNKS.filter((chunk) => direct.some((name) => name === chunk || built.get(name)!.shared.includes(chunk)));

	const built = new Map<SharedChunk, BuiltChunk>();
	for (const chunk of SHARED_CHUNKS) {
		const byFile = keys.get(chunk);
		if (!byFile) continue;
		const result = await bundle(root, { entryPoints: { [chunk]: 'barrel' }, plugins: [barrelPlugin(byFile), link(chunk), partsPlugin] });
		const [output] = Object.values(result.metafile.outputs);
		const missing = [...byFile.values()].flatMap((names) => [...names.values()]).filter((key) => !output.exports.includes(key));
		if (missing.length > 0) throw new Error(`the ${chunk} chunk lacks exports ${missing.join(', ')}`);
		built.set(chunk, { code: joinImports(result.outputFiles[0].text), shared: closure(sharedImports(output)), inputs: Object.keys(output.inputs).filter(isSourceInput) });
	}

	const toChunk = (result: esbuild.BuildResult & { metafile: esbuild.Metafile }, file: string, output: esbuild.Metafile['outputs'][string]): BuiltChunk => {
		const code = result.outputFiles!.find((out) => relative(out.path) === file)!.text;
		return { code: joinImports(code), shared: closure(sharedImports(output)), inputs: Object.keys(output.inputs).filter(isSourceInput) };
	};
	const widgetResult = await bundle(root, { entryPoints: together, plugins: [link(null), partsPlugin] });
	const entryChunks = new Map<string, BuiltChunk>();
	for (const entry of together) {
		const [file, output] = Object.entries(widgetResult.metafile.outputs).find(([, out]) => out.entryPoint === relative(entry.in))!;
		entryChunks.set(entry.out, toChunk(widgetResult, file, output));
	}
	await Promise.all(
		alone.map(async (entry) => {
			const options = aloneOptions(entry);
			const result = await bundle(root, { ...options, plugins: [...(options.plugins ?? []), link(entry.out), partsPlugin] });
			const [[file, output]] = Object.entries(result.metafile.outputs);
			const missing = [...(keys.get(entry.out)?.values() ?? [])].flatMap((names) => [...names.values()]).filter((key) => !output.exports.includes(key));
			if (missing.length > 0) throw new Error(`the ${entry.out} chunk lacks exports ${missing.join(', ')}`);
			entryChunks.set(entry.out, toChunk(result, file, output));
		}),
	);
	const widgetChunks = new Map(widgets.map((widget) => [widget.name, entryChunks.get(widget.name)!]));
	const partChunks = new Map([...parts.values()].map((name) => [name, entryChunks.get(name)!]));

	const hash = createHash('sha256');
	for (const [name, chunk] of [...built, ...widgetChunks, ...partChunks]) hash.update(`${name}\0${chunk.code}\0`);
	const build = (hash.digest().readUInt32BE(0) % 36 ** 6).toString(36).padStart(6, '0');
	for (const chunk of [...built.values(), ...widgetChunks.values(), ...partChunks.values()]) chunk.code = chunk.code.replaceAll(BUILD_TOKEN, build);
	return { build, shared: built, widgets: widgetChunks, parts: partChunks };
}
