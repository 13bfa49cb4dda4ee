/**
 * Writes a build into dist/ without breaking pages that are already open.
 * A page keeps the loader it was served with, and its lazy islands import
 * chunks of that build later (an idle or interaction island, a fragment added
 * by AJAX), so the chunks of the previous builds stay next to the new ones:
 * the newest `keep` builds are kept (dist/builds.json lists their hashes,
 * newest first) and older chunks are deleted.
 *
 * Each file is written under a temporary name and renamed, and the loader
 * last, so no request ever sees half a file or a loader whose chunks are not
 * there yet.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BuildManifest, LOADER_FILE } from './build-manifest';

export const KEEP_BUILDS = 2;
const BUILDS_FILE = 'builds.json';

function writeAtomically(file: string, content: string) {
	const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
	writeFileSync(temporary, content);
	renameSync(temporary, file);
}

function readBuilds(outDir: string): string[] {
	try {
		const builds: unknown = JSON.parse(readFileSync(path.join(outDir, BUILDS_FILE), 'utf8'));
		return Array.isArray(builds) ? builds.filter((build): build is string => typeof build === 'string') : [];
	} catch {
		return [];
	}
}

/** `chunks`: file (relative to outDir) → code. */
export function writeDist(outDir: string, chunks: Map<string, string>, loader: string, manifest: BuildManifest, keep = KEEP_BUILDS): void {
	const chunksDir = path.join(outDir, 'chunks');
	mkdirSync(chunksDir, { recursive: true });
	for (const [file, code] of chunks) if (!existsSync(path.join(outDir, file))) writeAtomically(path.join(outDir, file), code);
	writeAtomically(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, '\t')}\n`);
	writeAtomically(path.join(outDir, LOADER_FILE), loader);

	const builds = [manifest.build, ...readBuilds(outDir).filter((build) => build !== manifest.build)].slice(0, keep);
	writeAtomically(path.join(outDir, BUILDS_FILE), `${JSON.stringify(builds)}\n`);
	for (const file of readdirSync(chunksDir)) {
		const build = /-([a-z0-9]+)\.js$/.exec(file)?.[1];
		if (!build || !builds.includes(build)) unlinkSync(path.join(chunksDir, file));
	}
}
