/**
 * The tier's page caches: Varnish (Debian's `varnishd`) in front of the tier's shop, under the two
 * rules of `wordpress/tests/page-cache/`. WordPress prints the address in `WP_PORT` (the kit's
 * wp-config), so each cache gets a PHP server of its own over the same site and database that
 * believes it lives at the cache's address: every link a page prints stays behind the cache.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
// `.js`: vitest.wordpress.config.ts imports this file, and its loader finds shop.ts by it.
import { kitDir, repoRoot, shopEnv } from './shop.js';

export type CacheRule = 'hosts' | 'everything';

export interface PageCache {
	rule: CacheRule;
	/** What the test titles say. */
	title: string;
	/** Where the cache listens, and the address the shop prints behind it. */
	port: number;
	/** The PHP server the cache fetches from. */
	backendPort: number;
	vcl: string;
}

export const PAGE_CACHES: Record<CacheRule, PageCache> = {
	hosts: { rule: 'hosts', title: 'behind a page cache with the hosts’ rule', port: 8895, backendPort: 8896, vcl: 'hosts-rule.vcl' },
	everything: { rule: 'everything', title: 'behind a page cache that caches everything', port: 8897, backendPort: 8898, vcl: 'cache-everything.vcl' },
};

export const cacheUrl = (cache: PageCache): string => `http://127.0.0.1:${cache.port}`;

const VCL_DIR = path.join(repoRoot, 'wordpress/tests/page-cache');
const workDir = (cache: PageCache) => path.join(shopEnv.WP_DIR, `varnish-${cache.rule}`);

export const varnishPath = (): string => process.env.VARNISHD_PATH || '/usr/sbin/varnishd';
export const varnishPresent = (): boolean => existsSync(varnishPath());

function portAnswers(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = net.connect({ port, host: '127.0.0.1' });
		socket.once('connect', () => (socket.destroy(), resolve(true)));
		socket.once('error', () => resolve(false));
	});
}

async function waitFor(port: number, what: string): Promise<void> {
	for (let attempt = 0; attempt < 80; attempt++) {
		if (await portAnswers(port)) return;
		await new Promise((resolve) => setTimeout(resolve, 125));
	}
	throw new Error(`${what} did not answer on 127.0.0.1:${port}`);
}

/** Starts the PHP server and Varnish of one rule; returns the function that stops both. */
export async function startPageCache(cache: PageCache): Promise<() => void> {
	for (const port of [cache.port, cache.backendPort]) {
		if (await portAnswers(port)) throw new Error(`port ${port} (page cache "${cache.rule}") is taken by another server: stop it, the tier needs that port`);
	}
	const dir = workDir(cache);
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(dir, { recursive: true });
	const site = path.join(shopEnv.WP_DIR, 'site');
	const backend: ChildProcess = spawn('php', ['-d', 'memory_limit=512M', '-S', `127.0.0.1:${cache.backendPort}`, '-t', site, path.join(kitDir, 'php/router.php')], {
		cwd: site,
		env: { ...process.env, ...shopEnv, WP_PORT: String(cache.port), PHP_CLI_SERVER_WORKERS: '2' },
		stdio: 'ignore',
		detached: true,
	});
	await waitFor(cache.backendPort, `the PHP server behind page cache "${cache.rule}"`);
	const pidFile = path.join(dir, 'varnishd.pid');
	const varnish = spawnSync(
		varnishPath(),
		['-j', 'none', '-n', dir, '-a', `127.0.0.1:${cache.port}`, '-T', '127.0.0.1:0', '-p', `vcl_path=${VCL_DIR}`, '-f', path.join(VCL_DIR, cache.vcl), '-s', 'malloc,64m', '-P', pidFile],
		{ encoding: 'utf8' },
	);
	if (varnish.status !== 0) {
		process.kill(-backend.pid!);
		throw new Error(`varnishd (${cache.rule}) did not start: ${varnish.stderr}${varnish.stdout}`);
	}
	await waitFor(cache.port, `page cache "${cache.rule}"`);
	return () => {
		if (existsSync(pidFile)) process.kill(Number(readFileSync(pidFile, 'utf8').trim()));
		// The PHP server's workers are its children: end the group.
		process.kill(-backend.pid!);
	};
}

/** Empties one cache, so a test starts from pages no visitor has rendered yet. */
export function purgePageCache(cache: PageCache): void {
	const result = spawnSync('varnishadm', ['-n', workDir(cache), 'ban', 'req.url', '~', '.'], { encoding: 'utf8' });
	if (result.status !== 0) throw new Error(`varnishadm ban (${cache.rule}) failed: ${result.stderr}${result.stdout}`);
}
