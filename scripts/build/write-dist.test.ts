// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuildManifest } from './build-manifest';
import { writeDist } from './write-dist';

let outDir: string;
beforeEach(() => {
	outDir = mkdtempSync(path.join(tmpdir(), 'islands-dist-'));
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

/** A build whose chunks are a widget and the runtime, both named with its hash. */
function deploy(build: string, keep?: number) {
	const manifest = { build, loader: 'islands.js', shared: {}, widgets: {} } as BuildManifest;
	const chunks = new Map([
		[`chunks/add-to-cart-${build}.js`, `export default () => '${build}';`],
		[`chunks/runtime-${build}.js`, `export const a = '${build}';`],
	]);
	writeDist(outDir, chunks, `/* loader ${build} */`, manifest, keep);
}
const chunks = () => readdirSync(path.join(outDir, 'chunks')).sort();

describe('writeDist', () => {
	it('keeps the chunks of the previous build next to the new ones, and the loader points at the new', () => {
		deploy('aaaaaa');
		deploy('bbbbbb');
		expect(chunks()).toEqual(['add-to-cart-aaaaaa.js', 'add-to-cart-bbbbbb.js', 'runtime-aaaaaa.js', 'runtime-bbbbbb.js']);
		expect(readFileSync(path.join(outDir, 'islands.js'), 'utf8')).toBe('/* loader bbbbbb */');
		expect(JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8')).build).toBe('bbbbbb');
		expect(JSON.parse(readFileSync(path.join(outDir, 'builds.json'), 'utf8'))).toEqual(['bbbbbb', 'aaaaaa']);
	});

	it('deletes the chunks of builds older than the last `keep`, and files of no build', () => {
		mkdirSync(path.join(outDir, 'chunks'));
		writeFileSync(path.join(outDir, 'chunks', 'chunk-4DPORTMG.js'), '');
		deploy('aaaaaa');
		deploy('bbbbbb');
		deploy('cccccc');
		expect(chunks()).toEqual(['add-to-cart-bbbbbb.js', 'add-to-cart-cccccc.js', 'runtime-bbbbbb.js', 'runtime-cccccc.js']);
		deploy('dddddd', 1);
		expect(chunks()).toEqual(['add-to-cart-dddddd.js', 'runtime-dddddd.js']);
	});

	it('does not count the same build twice, so a rebuild keeps the previous one', () => {
		deploy('aaaaaa');
		deploy('bbbbbb');
		deploy('bbbbbb');
		expect(JSON.parse(readFileSync(path.join(outDir, 'builds.json'), 'utf8'))).toEqual(['bbbbbb', 'aaaaaa']);
		expect(existsSync(path.join(outDir, 'chunks', 'runtime-aaaaaa.js'))).toBe(true);
	});

	it('leaves no temporary files and starts over from an unreadable builds.json', () => {
		deploy('aaaaaa');
		writeFileSync(path.join(outDir, 'builds.json'), '{not json');
		deploy('bbbbbb');
		expect(JSON.parse(readFileSync(path.join(outDir, 'builds.json'), 'utf8'))).toEqual(['bbbbbb']);
		expect(readdirSync(outDir).filter((file) => file.endsWith('.tmp'))).toEqual([]);
	});
});
