/**
 * dist/manifest.json: what one build made, for the loader, the size budgets,
 * the bench and the tests. Files are relative to dist/.
 */
import { type IslandSpec, type LoaderManifest, STRATEGIES } from '../../runtime/loader/manifest';
import { type BuiltChunks, chunkFileName } from './build-chunks';
import type { WidgetSource } from './find-widgets';
import { SHARED_CHUNKS } from './shared-chunks';

export interface ChunkRecord {
	file: string;
	/** The shared chunks it needs, transitively (preloaded with it). */
	imports: string[];
	/** Source modules bundled into it. */
	inputs: string[];
}

export type WidgetRecord = ChunkRecord & IslandSpec;

export interface BuildManifest {
	/** The hash every chunk file name of this build carries. */
	build: string;
	loader: string;
	/** In SHARED_CHUNKS order. */
	shared: Record<string, ChunkRecord>;
	widgets: Record<string, WidgetRecord>;
	/** Lazy parts: loaded by a widget's or the runtime's `import()`, never with the page. */
	parts: Record<string, ChunkRecord>;
}

export const LOADER_FILE = 'islands.js';

const chunkPath = (name: string, build: string) => `chunks/${chunkFileName(name, build)}`;

export function buildManifest(chunks: BuiltChunks, widgets: WidgetSource[]): BuildManifest {
	const record = (name: string, { shared, inputs }: { shared: string[]; inputs: string[] }): ChunkRecord => ({
		file: chunkPath(name, chunks.build),
		imports: shared.map((chunk) => chunkPath(chunk, chunks.build)),
		inputs,
	});
	const manifest: BuildManifest = { build: chunks.build, loader: LOADER_FILE, shared: {}, widgets: {}, parts: {} };
	for (const [name, chunk] of chunks.parts) manifest.parts[name] = record(name, chunk);
	for (const [name, chunk] of chunks.shared) manifest.shared[name] = record(name, chunk);
	for (const widget of widgets) {
		// The name is a file name and the tail of the loader's key.
		if (!/^[a-z0-9-]+$/.test(widget.name) || (SHARED_CHUNKS as readonly string[]).includes(widget.name))
			throw new Error(`widget name "${widget.name}": use a-z, 0-9 and "-", and not a shared chunk's name`);
		manifest.widgets[widget.name] = { ...widget.spec, ...record(widget.name, chunks.widgets.get(widget.name)!) };
	}
	return manifest;
}

/**
 * A selector without the blanks around its commas and combinators, other blanks one space (quoted attribute
 * values untouched): bytes on every page, and no line break in the loader's manifest.
 */
export const compactSelector = (selector: string): string =>
	selector.trim().replace(/("[^"]*"|'[^']*')|\s*([,>+~])\s*|\s+/g, (_match, quoted?: string, joiner?: string) => quoted ?? joiner ?? ' ');

/** The compact form inlined into the loader (runtime/loader/manifest.ts). */
export function loaderManifest({ build, shared, widgets }: BuildManifest): LoaderManifest {
	const files = Object.values(shared).map((chunk) => chunk.file);
	return {
		build,
		shared: Object.keys(shared),
		widgets: Object.entries(widgets).map(([name, widget]) => {
			const mask = widget.imports.reduce((bits, file) => bits | (1 << files.indexOf(file)), 0);
			// One base-36 character of the key: the families a widget combines must stay below 36.
			if (mask >= 36) throw new Error(`${name} needs shared chunks ${widget.imports.join(', ')}: more than one key character can say`);
			return [compactSelector(widget.selector), `${STRATEGIES.indexOf(widget.strategy)}${mask.toString(36)}${name}`];
		}),
	};
}
