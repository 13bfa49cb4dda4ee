import { defineConfig } from 'vitest/config';
// `.js`: the config loader finds shop.ts by it, and warns about an import without an extension.
import { kitDir, kitPresent, kitRequired, shopEnv, shopUrl } from './scripts/e2e/wordpress/shop.js';

// The real-WordPress tier: *.wp.e2e.ts under wordpress/ against a real WordPress + WooCommerce +
// wishlist shop that the global setup starts from the kit beside the repo (../shared/wordpress).
// A clone without the kit skips the tier with one line; CI (ISLANDS_REQUIRE_WORDPRESS=1) fails.
const present = kitPresent();
if (!present && kitRequired()) throw new Error(`ISLANDS_REQUIRE_WORDPRESS=1 but there is no WordPress kit at ${kitDir}.`);
if (!present) console.warn(`\n!!! real-WordPress tier SKIPPED: no WordPress kit at ${kitDir} (set ISLANDS_REQUIRE_WORDPRESS=1 to make this an error) !!!\n`);

export default defineConfig({
	test: {
		include: present ? ['wordpress/**/*.wp.e2e.ts'] : [],
		passWithNoTests: !present,
		environment: 'node',
		globalSetup: present ? ['scripts/e2e/wordpress/global-setup.ts'] : [],
		// What the tests and the kit's scripts they call read: without WP_DB_PORT, wp-eval.php would
		// open the default shop's database (3317), not this one's.
		env: { WP_URL: shopUrl, WP_DIR: shopEnv.WP_DIR, WP_PORT: shopEnv.WP_PORT, WP_DB_PORT: shopEnv.WP_DB_PORT },
		// PHP's built-in server answers a page in a few hundred milliseconds; a journey walks several.
		testTimeout: 60_000,
		hookTimeout: 120_000,
		expect: { poll: { timeout: 10_000, interval: 100 } },
		// One shop: files switch its options (cart mode, store notice), so they run one at a time.
		fileParallelism: false,
		maxWorkers: 1,
		pool: 'forks',
	},
});
