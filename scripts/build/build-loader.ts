/** dist/islands.js: the loader as one classic script, its manifest inlined. */
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { LoaderManifest } from '../../runtime/loader/manifest';
import { ESBUILD_OPTIONS } from './esbuild-options';

export async function buildLoader(root: string, manifest: LoaderManifest): Promise<string> {
	const result = await esbuild.build({
		...ESBUILD_OPTIONS,
		absWorkingDir: root,
		entryPoints: [path.join(root, 'runtime/loader/entry.ts')],
		outdir: path.join(root, '.loader'),
		format: 'iife',
		write: false,
		metafile: true,
		define: { ...ESBUILD_OPTIONS.define, __ISLANDS_MANIFEST__: JSON.stringify(manifest) },
	});
	// Every page pays for the loader: nothing from the framework or the shared services may ride along.
	const strays = Object.keys(result.metafile.inputs).filter((input) => !/^(runtime\/loader\/|<define:)/.test(input));
	if (strays.length > 0) throw new Error(`the loader must import only runtime/loader/, not ${strays.join(', ')}`);
	return result.outputFiles[0].text;
}
