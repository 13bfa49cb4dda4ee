/**
 * Imports between chunks. Where a widget (or a shared chunk) imports a module
 * that belongs to another shared chunk, the plugin puts a stub module that
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
	/** Absolute path → its shared chunk. */
	chunkOf: Map<string, SharedChunk>;
	/** Absolute path → its export names. */
	exportsOf: Map<string, string[]>;
}

const RESOLVING = Symbol('resolving');

/** `current`: the shared chunk being built, or null for widget chunks. */
export function linkPlugin(
	modules: SharedModules,
	current: SharedChunk | null,
	reexport: (file: string, name: string) => string,
): esbuild.Plugin {
	const rank = (chunk: SharedChunk | null) => (chunk ? SHARED_CHUNKS.indexOf(chunk) : SHARED_CHUNKS.length);
	return {
		name: 'link-shared-chunks',
		setup(build) {
			build.onResolve({ filter: /.*/, namespace: 'file' }, async (args) => {
				if (args.kind === 'entry-point' || args.pluginData === RESOLVING) return undefined;
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
					if (current) throw new Error(`${resolved.path} has no chunk but the ${current} chunk imports it`);
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
