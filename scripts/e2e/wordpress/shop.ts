/**
 * Where the real-WordPress tier finds the shop kit and where it runs its own
 * shop: fixed folder and ports, apart from the shared instance on 8881 and
 * from anyone's dev shop, so the tier may change options and restart freely.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `ISLANDS_WORDPRESS_KIT` points elsewhere (a test of the skip uses a missing folder). */
export const kitDir = path.resolve(repoRoot, process.env.ISLANDS_WORDPRESS_KIT || '../shared/wordpress');
export const kitPresent = (): boolean => existsSync(path.join(kitDir, 'bin/start.sh'));

/** Set by CI: a missing kit is a failure there, not a skip. */
export const kitRequired = (): boolean => process.env.ISLANDS_REQUIRE_WORDPRESS === '1';

/**
 * The real-shop bench (`npm run bench:wordpress` sets `ISLANDS_SHOP=bench`) drives the same helpers
 * against a shop of its own, so it may run beside the tier; there WP_DIR, WP_PORT and WP_DB_PORT
 * may point it at another folder and ports. The tier's shop never reads them.
 */
const bench = process.env.ISLANDS_SHOP === 'bench';
const port = Number(bench && process.env.WP_PORT) || (bench ? 8892 : 8891);

/** What start.sh, stop.sh, cart-mode.sh and wp-eval.php read, for the tier's (or the bench's) own shop. */
export const shopEnv = {
	WP_DIR: bench ? path.resolve(repoRoot, process.env.WP_DIR || '.wordpress-bench') : path.join(repoRoot, '.wordpress-test'),
	WP_PORT: String(port),
	WP_DB_PORT: (bench && process.env.WP_DB_PORT) || (bench ? '3328' : '3327'),
	WP_PLUGINS: ['wordpress/shop-islands', 'wordpress/tests/helper-plugin', bench ? 'wordpress/bench-helper' : 'wordpress/tests/neighbour-plugin']
		.map((plugin) => path.join(repoRoot, plugin))
		.join(' '),
};

export const shopUrl = `http://127.0.0.1:${port}`;
