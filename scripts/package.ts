/**
 * `npm run package`: the WordPress plugin as an installable zip,
 * package/shop-islands-<version>.zip, holding `shop-islands/` with the plugin's PHP files and a
 * real copy of this build's dist/ files (the repository's `dist` symlink is not followed: only
 * the files the current manifest names, not the chunks of the previous build kept for open pages).
 * Builds first when dist/ has no manifest. The plugin header's version must equal package.json's.
 * The zip also holds languages/shop-islands.pot, made by xgettext (scripts/i18n/pot.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildManifest } from './build/build-manifest';
import { INLINE_SNIPPETS } from './build/build-inline';
import { POT_NAME, potFile } from './i18n/pot';
import { writeZip, type ZipEntry } from './package/zip';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pluginDir = path.join(root, 'wordpress/shop-islands');
const distDir = path.join(root, 'dist');
const FOLDER = 'shop-islands';

if (!existsSync(path.join(distDir, 'manifest.json'))) {
	const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
	if (build.status !== 0) throw new Error('npm run build failed');
}

const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
const header = /^\s*\*\s*Version:\s*(\S+)/m.exec(readFileSync(path.join(pluginDir, 'shop-islands.php'), 'utf8'))?.[1];
if (header !== version) throw new Error(`wordpress/shop-islands/shop-islands.php says Version ${header}, package.json says ${version}`);

/** The plugin's own files: everything in its folder but dotfiles and symlinks (dist is one). */
function pluginFiles(dir: string, prefix: string): string[] {
	return readdirSync(dir)
		.filter((name) => !name.startsWith('.'))
		.sort()
		.flatMap((name) => {
			const full = path.join(dir, name);
			if (lstatSync(full).isSymbolicLink()) return [];
			return statSync(full).isDirectory() ? pluginFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
		});
}

/** dist/ files of the current build: loader, manifest, inline snippets and every chunk it names. */
function distFiles(manifest: BuildManifest): string[] {
	const chunks = new Set<string>();
	for (const record of [...Object.values(manifest.shared), ...Object.values(manifest.widgets), ...Object.values(manifest.parts)]) {
		chunks.add(record.file);
		record.imports.forEach((file) => chunks.add(file));
	}
	return [manifest.loader, 'manifest.json', ...Object.keys(INLINE_SNIPPETS), ...[...chunks].sort()];
}

const manifest = JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as BuildManifest;
const entry = (name: string, file: string): ZipEntry => ({ name, data: readFileSync(file), modified: statSync(file).mtime });
const files = [
	...pluginFiles(pluginDir, '').map((name) => entry(`${FOLDER}/${name}`, path.join(pluginDir, name))),
	...distFiles(manifest).map((name) => entry(`${FOLDER}/dist/${name}`, path.join(distDir, name))),
	{ name: `${FOLDER}/${POT_NAME}`, data: Buffer.from(potFile(pluginDir, version)), modified: new Date() },
];
const folders = [...new Set(files.flatMap(({ name }) => name.split('/').slice(0, -1).map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/`)))].sort();
const zip = writeZip([...folders.map((name) => ({ name, data: Buffer.alloc(0), modified: new Date() })), ...files]);

const outDir = path.join(root, 'package');
mkdirSync(outDir, { recursive: true });
const out = path.join(outDir, `${FOLDER}-${version}.zip`);
writeFileSync(out, zip);
console.log(`${path.relative(root, out)}: ${files.length} files (build ${manifest.build}), ${zip.length} bytes`);
