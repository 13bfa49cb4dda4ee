// @vitest-environment node
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { partHomes } from './part-homes';

type Import = { path: string; kind: 'import-statement' | 'dynamic-import'; external?: boolean };
const lazy = (part: string): Import => ({ path: `./${part}-__ISLANDS_BUILD__.js`, kind: 'dynamic-import', external: true });
const uses = (path: string): Import => ({ path, kind: 'import-statement' });

/**
 * A widget `w`: its entry loads parts `a` and `b`; `a` loads `c`, and also imports `s` (part `s`'s entry, which `b`
 * loads) statically. Module names say who uses them.
 */
const inputs = {
	'w/index.ts': { imports: [uses('w/entry-a-b.ts'), uses('runtime/shared.ts'), lazy('a'), lazy('b')] },
	'w/a.ts': { imports: [uses('w/entry-a-b.ts'), uses('w/a-b.ts'), uses('w/a-c.ts'), uses('w/s.ts'), lazy('c')] },
	'w/b.ts': { imports: [uses('w/a-b.ts'), lazy('s')] },
	'w/c.ts': { imports: [uses('w/a-c.ts'), uses('w/c-only.ts')] },
	'w/s.ts': { imports: [uses('w/s-only.ts')] },
	'w/entry-a-b.ts': { imports: [] },
	'w/a-b.ts': { imports: [] },
	'w/a-c.ts': { imports: [] },
	'w/c-only.ts': { imports: [] },
	'w/s-only.ts': { imports: [] },
	'runtime/shared.ts': { imports: [] },
} as unknown as Metafile['inputs'];

const chunks = [
	{ name: 'w', entry: 'w/index.ts', owner: 'w' },
	...['a', 'b', 'c', 's'].map((name) => ({ name, entry: `w/${name}.ts`, owner: 'w' })),
];
const partOf = (importPath: string) => /^\.\/(.+)-__ISLANDS_BUILD__\.js$/.exec(importPath)?.[1];
const { homes, depth } = partHomes(inputs, chunks, (file) => !file.startsWith('runtime/'), partOf);

describe('part homes', () => {
	it('puts what the entry shares with its parts in the entry, and what two sibling parts share in the entry that loads both', () => {
		expect(homes.get('w/entry-a-b.ts')).toBe('w');
		expect(homes.get('w/a-b.ts')).toBe('w');
	});

	it('puts what a part shares with a part it loads in the loading part', () => {
		expect(homes.get('w/a-c.ts')).toBe('a');
		expect(depth.get('c')).toBe(3);
	});

	it('leaves alone what one chunk uses, and the shared chunks\' modules', () => {
		for (const file of ['w/c-only.ts', 'w/s-only.ts', 'runtime/shared.ts']) expect(homes.has(file)).toBe(false);
	});

	it('keeps a part\'s entry in its own chunk when another chunk imports it statically', () => {
		expect(homes.get('w/s.ts')).toBe('s');
		// Loaded by b (import()) and a (static import): only what loads both dominates it.
		expect(depth.get('s')).toBe(2);
	});
});
