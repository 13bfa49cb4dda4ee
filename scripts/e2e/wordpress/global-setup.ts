/**
 * Starts the tier's own real shop (the kit's start.sh: unpacks and installs on the first run,
 * a few seconds after that) with the plugin and the test helper linked and activated, hands
 * its URL to the tests, and stops it (the kit's stop.sh: exactly the processes it started) at
 * the end. A run that died half-way may have left an option switched: they are put back first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromePath } from '../browser-path';
import { prepareShop } from './server';
import { kitDir, repoRoot, shopEnv, shopUrl } from './shop';

export function kitScript(script: string): string {
	const result = spawnSync('bash', [path.join(kitDir, 'bin', script)], { cwd: repoRoot, env: { ...process.env, ...shopEnv }, encoding: 'utf8' });
	if (result.status !== 0) throw new Error(`${script} failed (${result.status}):\n${result.stdout}${result.stderr}`);
	return result.stdout;
}

export default function setup(project: TestProject) {
	if (!existsSync(chromePath())) throw new Error(`No Chromium at ${chromePath()}. Install Debian's: apt-get install -y chromium (or set CHROME_PATH).`);
	if (!existsSync(path.join(repoRoot, 'dist/islands.js'))) throw new Error('dist/ is not built: run `npm run build` first.');
	const started = performance.now();
	const url = kitScript('start.sh').trim().split('\n').pop();
	if (url !== shopUrl) throw new Error(`start.sh answered ${url}, expected ${shopUrl}`);
	prepareShop();
	console.log(`[wordpress] shop up at ${url} in ${((performance.now() - started) / 1000).toFixed(1)} s (${shopEnv.WP_DIR})`);
	// session.ts opens pages against `baseUrl` (declared by the demo's global setup): here, the real shop.
	project.provide('baseUrl', shopUrl);
	return () => {
		kitScript('stop.sh');
	};
}
