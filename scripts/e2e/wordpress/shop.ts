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

const port = 8891;

/** What start.sh, stop.sh, cart-mode.sh and wp-eval.php read, for the tier's own shop. */
export const shopEnv = {
	WP_DIR: path.join(repoRoot, '.wordpress-test'),
	WP_PORT: String(port),
	WP_DB_PORT: '3327',
	WP_PLUGINS: [path.join(repoRoot, 'wordpress/shop-islands'), path.join(repoRoot, 'wordpress/tests/helper-plugin')].join(' '),
};

export const shopUrl = `http://127.0.0.1:${port}`;
