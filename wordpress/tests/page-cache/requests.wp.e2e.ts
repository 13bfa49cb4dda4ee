/**
 * What a guest's visit costs the shop's PHP: ten pages (browse, add the mug, browse), with the
 * original scripts and with the islands, behind this project's page cache and, for comparison,
 * straight to the tier's shop. A guest is counted after the same pages were asked for once, so the
 * cache holds what a busy shop's would. The islands must never send more to PHP than the
 * original; each run writes its rows to `.test-results/page-cache/` (the table in docs/contributing.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { addFromLoop } from '../../../scripts/e2e/wordpress/cart';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { type CacheRule, PAGE_CACHES, purgePageCache } from '../../../scripts/e2e/wordpress/page-cache';
import { repoRoot, shopUrl } from '../../../scripts/e2e/wordpress/shop';
import { type Mode, type ShopPage, useShop } from '../../../scripts/e2e/wordpress/shop-session';
import { DEFAULTS } from '../../../scripts/e2e/wordpress/shop-settings';

const cache = PAGE_CACHES[process.env.PAGE_CACHE_RULE as CacheRule];
const openShopPage = useShop();

/** What reached PHP, by kind. */
interface PhpRequests {
	pages: number;
	wcAjax: number;
	adminAjax: number;
	rest: number;
	total: number;
}

function kindOf(url: URL, isPage: boolean): keyof Omit<PhpRequests, 'total'> | null {
	if (url.searchParams.has('wc-ajax')) return 'wcAjax';
	if (url.pathname.endsWith('/wp-admin/admin-ajax.php')) return 'adminAjax';
	if (url.pathname.startsWith('/wp-json/') || url.searchParams.has('rest_route')) return 'rest';
	return isPage ? 'pages' : null;
}

/** Ten pages: four to browse, the mug added from the loop on the fifth, five more. */
const VISIT = ['/', '/shop/', product.mug.path, product.poster.path, '/shop/', product.tShirt.path, product.notebook.path, '/shop/?orderby=price', '/', '/cart/'];
const ADD_ON_PAGE = 5;

async function tenPageVisit(shop: ShopPage, origin: string): Promise<void> {
	for (const [index, where] of VISIT.entries()) {
		await shop.goto(new URL(where, origin).href);
		if (index + 1 === ADD_ON_PAGE) await addFromLoop(shop, product.mug.id());
	}
}

/** A guest at `origin` in `mode`, its requests to PHP counted (a cache hit is not one). */
async function countedVisit(mode: Mode, origin: string): Promise<PhpRequests> {
	const shop = await openShopPage({ mode, settings: DEFAULTS });
	// The tier's switches ride on cookies for the project's address; the shop's own address needs them too.
	await shop.context.addCookies((await shop.context.cookies(inject('baseUrl'))).map(({ name, value }) => ({ name, value, url: origin })));
	const counted: PhpRequests = { pages: 0, wcAjax: 0, adminAjax: 0, rest: 0, total: 0 };
	shop.page.on('response', (response) => {
		const url = new URL(response.url());
		if (url.origin !== origin || response.headers()['x-cache'] === 'HIT') return;
		const kind = kindOf(url, response.request().isNavigationRequest());
		if (!kind) return;
		counted[kind]++;
		counted.total++;
	});
	await tenPageVisit(shop, origin);
	return counted;
}

async function row(origin: string): Promise<Record<Mode, PhpRequests>> {
	const sides = {} as Record<Mode, PhpRequests>;
	for (const mode of ['original', 'islands'] as const) {
		if (origin !== shopUrl) {
			// The cache empty, then a first guest's requests fill it: the guest counted meets a warm cache.
			purgePageCache(cache);
			const { request } = (await openShopPage({ mode, settings: DEFAULTS })).context;
			for (const where of VISIT) await request.get(new URL(where, origin).href);
		}
		sides[mode] = await countedVisit(mode, origin);
	}
	return sides;
}

it(`a guest’s ten-page visit sends no more requests to PHP with the islands than with the original scripts, ${cache.title}${cache.rule === 'hosts' ? ' and without one' : ''}`, async () => {
	const rows: Record<string, Record<Mode, PhpRequests>> = { [cache.title]: await row(new URL(inject('baseUrl')).origin) };
	// The same shop without a cache, once (the hosts' project), for the table's first row.
	if (cache.rule === 'hosts') rows['without a page cache'] = await row(shopUrl);
	const dir = path.join(repoRoot, '.test-results/page-cache');
	mkdirSync(dir, { recursive: true });
	writeFileSync(path.join(dir, `requests-${cache.rule}.json`), JSON.stringify(rows, null, 2));
	for (const [where, { original, islands }] of Object.entries(rows)) {
		expect.soft(islands.total, `requests to PHP ${where}`).toBeLessThanOrEqual(original.total);
		expect.soft(islands.wcAjax, `wc-ajax requests ${where}`).toBeLessThanOrEqual(original.wcAjax);
	}
}, 240_000);
