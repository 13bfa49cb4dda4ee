/**
 * Sizes of the built files, read from dist/manifest.json: each file gzipped
 * at level 9 and classified as the loader, the framework chunk, another
 * shared chunk or a widget's chunk, with its budget. What a browser transfers
 * differs (the server's compression level, brotli, headers): `npm run bench`
 * reports that.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BuildManifest } from './build/build-manifest';

export type ChunkRole = 'loader' | 'framework' | 'shared' | 'widget' | 'part';

export interface ChunkSize {
	/** Relative to dist/. */
	file: string;
	role: ChunkRole;
	/** The widget's or the shared chunk's name. */
	name?: string;
	bytes: number;
	gzip: number;
}

/** Budgets in gzip bytes (1 kB = 1000 B). */
export const BUDGETS: Record<ChunkRole, number> = {
	loader: 3000,
	framework: 10000,
	shared: 6000,
	widget: 6000,
	part: 6000,
};

export const readBuildManifest = (root: string): BuildManifest => JSON.parse(readFileSync(path.join(root, 'dist', 'manifest.json'), 'utf8'));

export const gzipSize = (content: string | Buffer): number => gzipSync(content, { level: 9 }).length;

export function readChunkSizes(root: string, manifest = readBuildManifest(root)): ChunkSize[] {
	const size = (file: string, role: ChunkRole, name?: string): ChunkSize => {
		const content = readFileSync(path.join(root, 'dist', file));
		return { file, role, name, bytes: content.length, gzip: gzipSize(content) };
	};
	return [
		size(manifest.loader, 'loader'),
		...Object.entries(manifest.shared).map(([name, chunk]) => size(chunk.file, name === 'framework' ? 'framework' : 'shared', name)),
		...Object.entries(manifest.widgets).map(([name, widget]) => size(widget.file, 'widget', name)),
		...Object.entries(manifest.parts).map(([name, part]) => size(part.file, 'part', name)),
	];
}
