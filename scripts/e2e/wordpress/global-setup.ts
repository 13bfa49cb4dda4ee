/**
 * Starts the tier's own real shop (the kit's start.sh: unpacks and installs on the first run,
 * a few seconds after that) with the plugin and the test helper linked and activated, hands
 * its URL to the tests, starts the two origins that serve the build as a CDN would and, where
 * Varnish is installed, the two page caches in front of the shop, and stops all of it (the kit's
 * stop.sh: exactly the processes it started) at the end. A run that died half-way may have left an option switched: they are put back first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromePath } from '../browser-path';
import { STAGED_FILE } from './catalog';
import { startAssetOrigins } from './asset-origins';
import { openAdminOnce } from './first-admin-visit';
import { PAGE_CACHES, startPageCache, varnishPresent } from './page-cache';
import { phpValue, prepareShop, wpEval } from './server';
import { kitDir, repoRoot, shopEnv, shopUrl } from './shop';

export function kitScript(script: string): string {
	const result = spawnSync('bash', [path.join(kitDir, 'bin', script)], { cwd: repoRoot, env: { ...process.env, ...shopEnv }, encoding: 'utf8' });
	if (result.status !== 0) throw new Error(`${script} failed (${result.status}):\n${result.stdout}${result.stderr}`);
	return result.stdout;
}

export default async function setup(project: TestProject) {
	if (!existsSync(chromePath())) throw new Error(`No Chromium at ${chromePath()}. Install Debian's: apt-get install -y chromium (or set CHROME_PATH).`);
	if (!existsSync(path.join(repoRoot, 'dist/islands.js'))) throw new Error('dist/ is not built: run `npm run build` first.');
	const started = performance.now();
	const url = kitScript('start.sh').trim().split('\n').pop();
	if (url !== shopUrl) throw new Error(`start.sh answered ${url}, expected ${shopUrl}`);
	prepareShop();
	await openAdminOnce(shopUrl);
	writeFileSync(path.join(shopEnv.WP_DIR, STAGED_FILE), wpEval(`require ${phpValue(path.join(repoRoot, 'wordpress/tests/stage-shop.php'))};`));
	console.log(`[wordpress] shop up at ${url} in ${((performance.now() - started) / 1000).toFixed(1)} s (${shopEnv.WP_DIR})`);
	const stopCaches: (() => void)[] = [];
	let closeAssetOrigins = async () => {};
	try {
		closeAssetOrigins = await startAssetOrigins();
		if (varnishPresent()) for (const cache of Object.values(PAGE_CACHES)) stopCaches.push(await startPageCache(cache));
	} catch (error) {
		for (const stop of stopCaches) stop();
		await closeAssetOrigins();
		kitScript('stop.sh');
		throw error;
	}
	if (stopCaches.length > 0) {
		console.log(`[wordpress] page caches up: ${Object.values(PAGE_CACHES).map((cache) => `${cache.rule} on ${cache.port}`).join(', ')}`);
	}
	// session.ts opens pages against `baseUrl` (declared by the demo's global setup): here, the real shop; the page-cache projects provide their own.
	project.provide('baseUrl', shopUrl);
	return async () => {
		for (const stop of stopCaches) stop();
		await closeAssetOrigins();
		kitScript('stop.sh');
	};
}
