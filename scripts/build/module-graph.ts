/**
 * How many widgets use each module, from the import graph of a build that
 * bundles every widget whole. The graph, not the outputs: a module whose code
 * one widget tree-shakes away is still imported by a module it shares.
 */
import type { Metafile } from 'esbuild';

/**
 * `entries`: each entry module as the metafile names it, and who owns it: a
 * widget and its own lazy parts count as one user, so what they share stays
 * in them instead of moving to a shared chunk.
 */
export function widgetsPerModule(metafile: Metafile, entries: string[], ownerOf: (entry: string) => string = (entry) => entry): Map<string, number> {
	const owners = new Map<string, Set<string>>();
	for (const entry of entries) {
		const seen = new Set<string>();
		const visit = (file: string) => {
			if (seen.has(file)) return;
			seen.add(file);
			for (const imported of metafile.inputs[file]?.imports ?? []) if (!imported.external) visit(imported.path);
		};
		visit(entry);
		for (const file of seen) owners.set(file, (owners.get(file) ?? new Set()).add(ownerOf(entry)));
	}
	return new Map([...owners].map(([file, users]) => [file, users.size]));
}
