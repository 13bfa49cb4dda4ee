/**
 * Snippets a theme prints inline instead of loading: today the dark-mode boot
 * script (`dist/dark-mode-boot.js`), which must run in <head> before the first
 * paint. Built as a classic script, kept apart from the loader and the chunks.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ESBUILD_OPTIONS } from './esbuild-options';

export const INLINE_SNIPPETS: Record<string, string> = {
	'dark-mode-boot.js': 'widgets/dark-mode/boot-entry.ts',
};

export async function buildInlineSnippets(root: string, outDir: string): Promise<void> {
	for (const [file, entry] of Object.entries(INLINE_SNIPPETS)) {
		const result = await esbuild.build({ ...ESBUILD_OPTIONS, absWorkingDir: root, entryPoints: [path.join(root, entry)], format: 'iife', write: false });
		writeFileSync(path.join(outDir, file), result.outputFiles[0].text);
	}
}
