/**
 * Lazy parts: a module that a widget or the runtime loads with `import()`
 * (the lightbox's view, the swatch layer, the wishlist's table) is a chunk of
 * its own, fetched when the code asks for it, never with the page. Each part
 * is built like a widget (shared chunks linked the same way) but is not in the
 * loader's manifest; the `import()` that names it points at its file.
 */
import path from 'node:path';
import type * as esbuild from 'esbuild';

/** Absolute path → part name (`widgets/variations/swatch-layer.tsx` → `variations-swatch-layer`). */
export type LazyParts = Map<string, string>;

export function partName(root: string, file: string): string {
	const relative = path.relative(root, file).split(path.sep).join('/').replace(/\.[jt]sx?$/, '');
	return relative
		.replace(/^widgets\//, '')
		.replace(/\/index$/, '')
		.replace(/[^a-z0-9]+/gi, '-')
		.toLowerCase();
}

/** Every module reached through `import()` in a whole-bundle metafile. */
export function findLazyParts(root: string, metafile: esbuild.Metafile): LazyParts {
	const parts: LazyParts = new Map();
	for (const input of Object.values(metafile.inputs))
		for (const imported of input.imports)
			if (imported.kind === 'dynamic-import' && !imported.external) {
				const file = path.resolve(root, imported.path);
				parts.set(file, partName(root, file));
			}
	return parts;
}

/** Points every `import()` of a part at the part's chunk file. */
export function lazyPartsPlugin(parts: LazyParts, fileOf: (name: string) => string): esbuild.Plugin {
	const RESOLVING = Symbol('lazy-part');
	return {
		name: 'lazy-parts',
		setup(build) {
			build.onResolve({ filter: /.*/ }, async (args) => {
				if (args.kind !== 'dynamic-import' || args.pluginData === RESOLVING) return undefined;
				const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: RESOLVING });
				const name = parts.get(resolved.path);
				return name ? { path: `./${fileOf(name)}`, external: true } : undefined;
			});
		},
	};
}
