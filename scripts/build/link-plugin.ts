/**
 * Imports between chunks. Where a widget (or a shared chunk) imports a module
 * that belongs to another shared chunk (or, for a widget's chunks, to the
 * chunk of its widget that is its home: part-homes.ts), the plugin puts a stub module that
 * re-exports each of the module's names from that chunk, one statement per
 * name: esbuild then keeps only the names the code really uses.
 *
 * `reexport(file, name)` writes the statement for one name; the build uses it
 * twice: first to learn which names are used (each name from its own external
 * path, listed in the metafile), then to link them to the chunk's short keys.
 */
import type * as esbuild from 'esbuild';
import { SHARED_CHUNKS, type SharedChunk } from './shared-chunks';

export interface SharedModules {
	/** Absolute path → its shared chunk, or the widget or part chunk that is its home. */
	chunkOf: Map<string, string>;
	/** Absolute path → its export names. */
	exportsOf: Map<string, string[]>;
}

const RESOLVING = Symbol('resolving');

/** `current`: the chunk being built, or null for widget and part chunks that are no module's home. */
export function linkPlugin(
	modules: SharedModules,
	current: string | null,
	reexport: (file: string, name: string) => string,
): esbuild.Plugin {
	// Widget and part chunks rank after every shared chunk: a shared chunk never imports one.
	const rank = (chunk: string | null) => (SHARED_CHUNKS.includes(chunk as SharedChunk) ? SHARED_CHUNKS.indexOf(chunk as SharedChunk) : SHARED_CHUNKS.length);
	const sharedCurrent = SHARED_CHUNKS.includes(current as SharedChunk);
	return {
		name: 'link-shared-chunks',
		setup(build) {
			build.onResolve({ filter: /.*/, namespace: 'file' }, async (args) => {
				// A part's `import()` is the lazy-parts plugin's, even where the part is also some chunk's static import.
				if (args.kind === 'entry-point' || args.kind === 'dynamic-import' || args.pluginData === RESOLVING) return undefined;
				const resolved = await build.resolve(args.path, {
					kind: args.kind,
					importer: args.importer,
					resolveDir: args.resolveDir,
					pluginData: RESOLVING,
				});
				if (resolved.errors.length > 0 || resolved.external) return undefined;
				const chunk = modules.chunkOf.get(resolved.path);
				if (chunk === current) return undefined;
				if (!chunk) {
					if (sharedCurrent) throw new Error(`${resolved.path} has no chunk but the ${current} chunk imports it`);
					return undefined;
				}
				if (rank(chunk) > rank(current)) throw new Error(`the ${current} chunk imports ${resolved.path} of the later ${chunk} chunk`);
				return { path: resolved.path, namespace: 'stub' };
			});
			build.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({
				contents: (modules.exportsOf.get(args.path) ?? []).map((name) => reexport(args.path, name)).join('\n'),
				loader: 'js',
			}));
			// Side-effect free, so a re-export nobody uses leaves no import behind.
			build.onResolve({ filter: /.*/, namespace: 'stub' }, (args) => ({ path: args.path, external: true, sideEffects: false }));
		},
	};
}
