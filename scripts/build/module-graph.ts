/**
 * How many widgets use each module, from the import graph of a build that
 * bundles every widget whole. The graph, not the outputs: a module whose code
 * one widget tree-shakes away is still imported by a module it shares.
 */
import type { Metafile } from 'esbuild';

/** `entries`: each widget's entry module as the metafile names it. */
export function widgetsPerModule(metafile: Metafile, entries: string[]): Map<string, number> {
	const counts = new Map<string, number>();
	for (const entry of entries) {
		const seen = new Set<string>();
		const visit = (file: string) => {
			if (seen.has(file)) return;
			seen.add(file);
			for (const imported of metafile.inputs[file]?.imports ?? []) if (!imported.external) visit(imported.path);
		};
		visit(entry);
		for (const file of seen) counts.set(file, (counts.get(file) ?? 0) + 1);
	}
	return counts;
}
