// @vitest-environment node
/**
 * No module is in two chunks: a lazy part imports what it shares with its
 * widget's entry (or with another part) from the one chunk that holds it
 * (scripts/build/part-homes.ts), so no page loads a module twice, and a
 * module's state (a WeakMap of receivers, a timer) exists once. Checked on
 * the real build, over the metafile's inputs of every output: the shared
 * chunks, the widgets' and the lazy parts'.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../esbuild.config';
import type { BuildManifest } from './build/build-manifest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const outDir = mkdtempSync(path.join(cache, 'islands-modules-'));
let manifest: BuildManifest;

beforeAll(async () => {
	manifest = await build({ outDir });
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the build', () => {
	it('puts every module in exactly one output file', () => {
		const outputs = new Map<string, string[]>();
		for (const [name, chunk] of [...Object.entries(manifest.shared), ...Object.entries(manifest.widgets), ...Object.entries(manifest.parts)])
			for (const input of chunk.inputs) outputs.set(input, [...(outputs.get(input) ?? []), name]);
		const twice = [...outputs].filter(([, names]) => names.length > 1).map(([input, names]) => `${input}: ${names.join(', ')}`);
		expect(twice).toEqual([]);
		expect(outputs.size).toBeGreaterThan(100);
	});

	it('keeps in a widget entry what its lazy parts share with it, and in a part what it shares with the parts it loads', () => {
		expect(manifest.widgets['product-gallery'].inputs).toContain('widgets/product-gallery/gallery-state.ts');
		expect(manifest.parts['product-gallery-zoom-layer'].inputs).not.toContain('widgets/product-gallery/gallery-state.ts');
		expect(manifest.parts['wishlist-table-table'].inputs).toContain('widgets/wishlist/table/messages.ts');
	});
});
