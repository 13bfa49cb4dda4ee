/** The export names of modules, as esbuild sees them (star re-exports resolved). */
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ESBUILD_OPTIONS } from './esbuild-options';

/** `files`: absolute paths. */
export async function listExports(root: string, files: string[]): Promise<Map<string, string[]>> {
	if (files.length === 0) return new Map();
	const result = await esbuild.build({
		...ESBUILD_OPTIONS,
		minify: false,
		absWorkingDir: root,
		entryPoints: files,
		outdir: path.join(root, '.exports'),
		format: 'esm',
		write: false,
		metafile: true,
	});
	const exports = new Map<string, string[]>();
	for (const output of Object.values(result.metafile.outputs))
		if (output.entryPoint) exports.set(path.resolve(root, output.entryPoint), output.exports);
	return exports;
}
