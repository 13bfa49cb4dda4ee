import { defineConfig } from 'vitest/config';
// `.js`: the config loader finds shop.ts by it, and warns about an import without an extension.
import { cacheUrl, PAGE_CACHES, varnishPath, varnishPresent } from './scripts/e2e/wordpress/page-cache.js';
import { kitDir, kitPresent, kitRequired, shopEnv, shopUrl } from './scripts/e2e/wordpress/shop.js';

// The real-WordPress tier: *.wp.e2e.ts under wordpress/ against a real WordPress + WooCommerce +
// wishlist shop that the global setup starts from the kit beside the repo (../shared/wordpress).
// A clone without the kit skips the tier with one line; CI (ISLANDS_REQUIRE_WORDPRESS=1) fails.
const present = kitPresent();
if (!present && kitRequired()) throw new Error(`ISLANDS_REQUIRE_WORDPRESS=1 but there is no WordPress kit at ${kitDir}.`);
if (!present) console.warn(`\n!!! real-WordPress tier SKIPPED: no WordPress kit at ${kitDir} (set ISLANDS_REQUIRE_WORDPRESS=1 to make this an error) !!!\n`);

// The page-cache journeys need Varnish (Debian's package), which CI installs; elsewhere they skip with one line.
const cached = present && varnishPresent();
if (present && !cached && kitRequired()) throw new Error(`ISLANDS_REQUIRE_WORDPRESS=1 but there is no varnishd at ${varnishPath()} (apt-get install -y varnish).`);
if (present && !cached) console.warn(`\n!!! page-cache journeys SKIPPED: no varnishd at ${varnishPath()} (apt-get install -y varnish) !!!\n`);

const shared = {
	environment: 'node',
	// What the tests and the kit's scripts they call read: without WP_DB_PORT, wp-eval.php would
	// open the default shop's database (3317), not this one's.
	env: { WP_URL: shopUrl, WP_DIR: shopEnv.WP_DIR, WP_PORT: shopEnv.WP_PORT, WP_DB_PORT: shopEnv.WP_DB_PORT },
	// PHP's built-in server answers a page in a few hundred milliseconds; a journey walks several, twice.
	testTimeout: 90_000,
	hookTimeout: 120_000,
	expect: { poll: { timeout: 10_000, interval: 100 } },
	pool: 'forks',
} as const;

export default defineConfig({
	test: {
		passWithNoTests: !present,
		globalSetup: present ? ['scripts/e2e/wordpress/global-setup.ts'] : [],
		projects: [
			{
				// The plugin's own tests switch the shop's options and the plugin itself: alone, one file at a time, and first.
				test: { ...shared, name: 'plugin', include: present ? ['wordpress/tests/plugin.wp.e2e.ts', 'wordpress/tests/settings-screen.wp.e2e.ts'] : [], maxWorkers: 1, sequence: { groupOrder: 0 } },
			},
			{
				// Journeys carry their settings on cookies (shop-settings.ts) and change nothing shared: two at a time.
				test: { ...shared, name: 'journeys', include: present ? ['wordpress/tests/journeys/**/*.wp.e2e.ts'] : [], maxWorkers: 2, sequence: { groupOrder: 1 } },
			},
			// The same shop behind each page cache (page-cache.ts): one file at a time per cache, which each test empties first.
			...Object.values(PAGE_CACHES).map((cache) => ({
				test: {
					...shared,
					name: `cache-${cache.rule}`,
					include: cached ? ['wordpress/tests/page-cache/**/*.wp.e2e.ts'] : [],
					env: { ...shared.env, PAGE_CACHE_RULE: cache.rule },
					provide: { baseUrl: cacheUrl(cache) },
					maxWorkers: 1,
					sequence: { groupOrder: 2 },
				},
			})),
		],
	},
});
