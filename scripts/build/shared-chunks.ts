/**
 * Which shared chunk a module belongs to: a rule on its path and on how many
 * widgets use it, not esbuild's splitting (which cuts a chunk for every
 * distinct set of importers: 14 shared files for 9 widgets).
 *
 *   framework  Preact and its add-ons (preact, preact/compat, hooks, jsx-runtime, @preact/signals*),
 *              whoever uses them: every island shares one copy
 *   services   runtime/dialog/** and runtime/rest/** used by two widgets or more: what islands
 *              reach for on a reader's action (a popup, a REST request), which most pages never need
 *              (apart, the REST client took /shop/ from 21.5 to 19.3 kB and the runtime chunk from
 *              6.9 to 4.7 kB)
 *   runtime    any other module of runtime/, contracts/ or node_modules used by two widgets or more
 *
 * A module only one widget uses stays in that widget's chunk. A chunk imports
 * only chunks listed before it, so `runtime` never pulls `services` into a page.
 */
export const SHARED_CHUNKS = ['framework', 'runtime', 'services'] as const;

export type SharedChunk = (typeof SHARED_CHUNKS)[number];

/** `file`: the module's path relative to the project root, with forward slashes. */
export function sharedChunkOf(file: string, widgetCount: number): SharedChunk | null {
	if (/(^|\/)node_modules\/(preact|@preact)\//.test(file)) return 'framework';
	if (widgetCount < 2) return null;
	if (file.startsWith('widgets/')) throw new Error(`${file} is used by ${widgetCount} widgets: a widget never imports another widget`);
	if (/^runtime\/(dialog|rest)\//.test(file)) return 'services';
	return 'runtime';
}
