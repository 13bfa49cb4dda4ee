/**
 * Sizes of the built files, read from the esbuild metafile the build writes:
 * each output gzipped (level 9) and classified as the loader, the framework
 * chunk (holds Preact), a widget's own chunk, or another shared chunk.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';

export type ChunkRole = 'loader' | 'framework' | 'widget' | 'shared';

export interface ChunkSize {
	file: string;
	role: ChunkRole;
	/** Widget name for widget chunks. */
	widget?: string;
	bytes: number;
	gzip: number;
}

/** Budgets in gzip bytes (1 kB = 1000 B). */
export const BUDGETS: Record<ChunkRole, number> = {
	loader: 3000,
	framework: 10000,
	widget: 6000,
	shared: 6000,
};

export function readChunkSizes(root: string): ChunkSize[] {
	const dist = path.join(root, 'dist');
	const metafile = JSON.parse(readFileSync(path.join(dist, 'metafile.json'), 'utf8')) as Metafile;
	const sizes: ChunkSize[] = [];
	for (const [output, meta] of Object.entries(metafile.outputs)) {
		if (!output.endsWith('.js')) continue;
		const file = path.relative(dist, path.join(root, output)).split(path.sep).join('/');
		const content = readFileSync(path.join(root, output));
		const inputs = Object.keys(meta.inputs);
		let role: ChunkRole = 'shared';
		let widget: string | undefined;
		if (meta.entryPoint?.startsWith('runtime/loader/')) role = 'loader';
		else if (meta.entryPoint?.startsWith('widgets/')) {
			role = 'widget';
			widget = meta.entryPoint.split('/')[1];
		} else if (inputs.some((input) => input.includes('node_modules/preact/'))) role = 'framework';
		sizes.push({ file, role, widget, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length });
	}
	return sizes.sort((a, b) => a.role.localeCompare(b.role) || a.file.localeCompare(b.file));
}
