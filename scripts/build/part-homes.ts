/**
 * Where a module lives when a widget's entry and its lazy parts share it, so
 * that no module is in two chunks (two copies would also be two states: a
 * WeakMap of receivers, a toast's timer). Its home is the chunk that is always
 * loaded before every chunk using it: the nearest one that dominates them all
 * in the graph of who loads whom (entry → part by `import()`, part → part).
 * The other chunks import it from there, as they import a shared chunk's
 * names; the home is already in the page when they run, so that costs no
 * request. A module that is itself a part's entry and that another chunk
 * imports statically lives in that part, which the importer then loads.
 *
 * Modules of the shared chunks are not concerned (shared-chunks.ts), nor
 * modules that one chunk alone uses.
 */
import type { Metafile } from 'esbuild';

export interface ChunkNode {
	/** The chunk's name: the widget's, or the part's. */
	name: string;
	/** Its entry module, as the metafile names it. */
	entry: string;
	/** The widget it belongs to: a widget's parts share only with it and with each other. */
	owner: string;
}

/** The part a metafile import points at, or undefined: `import()` of a part is external (`./<part>-<build>.js`). */
export type PartOfImport = (importPath: string) => string | undefined;

/**
 * `owned(file)`: the module is in no shared chunk. Returns module → home chunk
 * name, for the modules two chunks or more use, and for parts' entries another
 * chunk imports statically; and each chunk's depth (how many chunks dominate it).
 */
export function partHomes(inputs: Metafile['inputs'], chunks: ChunkNode[], owned: (file: string) => boolean, partOfImport: PartOfImport) {
	const byName = new Map(chunks.map((chunk) => [chunk.name, chunk]));
	const byEntry = new Map(chunks.map((chunk) => [chunk.entry, chunk.name]));
	const parents = new Map(chunks.map((chunk) => [chunk.name, new Set<string>()]));
	const users = new Map<string, string[]>();
	const importedParts = new Set<string>();

	for (const chunk of chunks) {
		const seen = new Set<string>();
		const visit = (file: string) => {
			if (seen.has(file)) return;
			seen.add(file);
			for (const imported of inputs[file]?.imports ?? []) {
				const dynamic = imported.kind === 'dynamic-import';
				const part = dynamic ? partOfImport(imported.path) : byEntry.get(imported.path);
				if (part !== undefined && part !== chunk.name) {
					if (byName.get(part)?.owner === chunk.owner) parents.get(part)!.add(chunk.name);
					if (!dynamic) importedParts.add(imported.path);
				} else if (!dynamic && !imported.external && owned(imported.path)) visit(imported.path);
			}
		};
		visit(chunk.entry);
		for (const file of seen) users.set(file, [...(users.get(file) ?? []), chunk.name]);
	}

	// Dominators: a chunk nothing of its widget loads is a root; the others are dominated by what dominates all their loaders.
	const names = chunks.map((chunk) => chunk.name);
	const dominators = new Map(names.map((name) => [name, new Set(parents.get(name)!.size ? names : [name])]));
	for (let changed = true; changed; ) {
		changed = false;
		for (const name of names) {
			const loaders = [...parents.get(name)!];
			if (loaders.length === 0) continue;
			const next = new Set([name, ...[...dominators.get(loaders[0])!].filter((other) => loaders.every((loader) => dominators.get(loader)!.has(other)))]);
			if (next.size < dominators.get(name)!.size) {
				dominators.set(name, next);
				changed = true;
			}
		}
	}

	const homes = new Map<string, string>();
	for (const [file, list] of users) {
		if (importedParts.has(file)) {
			homes.set(file, byEntry.get(file)!);
			continue;
		}
		if (list.length < 2) continue;
		const common = list.map((name) => dominators.get(name)!).reduce((a, b) => new Set([...a].filter((name) => b.has(name))));
		// The deepest common dominator: the one that is itself dominated by the most chunks.
		const home = [...common].sort((a, b) => dominators.get(b)!.size - dominators.get(a)!.size)[0];
		if (!home) throw new Error(`${file} is used by ${list.join(', ')}, and no chunk is always loaded before them all`);
		homes.set(file, home);
	}
	const depth = new Map(names.map((name) => [name, dominators.get(name)!.size]));
	return { homes, depth };
}
