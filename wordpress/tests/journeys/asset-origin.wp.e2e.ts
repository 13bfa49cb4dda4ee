/**
 * The plugin's files on a CDN: a CDN plugin rewrites the plugin's URLs to another origin, and the
 * loader imports its chunks from there as module scripts, which the browser always fetches with
 * CORS. With Access-Control-Allow-Origin every island works; without it the islands fail once (the
 * loader's tag asks for CORS too, so nothing after it starts), say why in one console line and
 * `islands:error`, and the printed markup does what it does without them (the loop's Add to cart
 * is a link that adds).
 */
import { describe, expect, it } from 'vitest';
import { addButton, addFromLoop, headerCount } from '../../../scripts/e2e/wordpress/cart';
import { ASSET_ORIGINS } from '../../../scripts/e2e/wordpress/asset-origins';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { type ShopPage, useShop } from '../../../scripts/e2e/wordpress/shop-session';

const openShopPage = useShop();
const CHUNKS = '/wp-content/plugins/shop-islands/dist/chunks/';

async function withAssetsAt(origin: string): Promise<ShopPage> {
	const shop = await openShopPage({ mode: 'islands' });
	await shop.context.addCookies([{ name: 'shop_islands_cdn', value: origin, url: shop.url('/') }]);
	await shop.page.addInitScript(() => {
		const failed: string[] = [];
		(window as unknown as { __islandsFailed: string[] }).__islandsFailed = failed;
		document.addEventListener('islands:error', (event) => failed.push((event as CustomEvent<{ widget: string }>).detail.widget));
	});
	return shop;
}

const cartCount = async (shop: ShopPage) => {
	const response = await shop.context.request.get(shop.url('/wp-json/wc/store/v1/cart'));
	return ((await response.json()) as { items_count: number }).items_count;
};

describe('the plugin’s files on another origin (a CDN)', () => {
	it('on the site’s own origin, the loader’s tag is as before: no CORS request, no reporter', async () => {
		const shop = await openShopPage({ mode: 'islands' });
		await shop.goto('/shop/');
		expect(await shop.page.locator('script#shop-islands-js').getAttribute('crossorigin')).toBeNull();
		expect(await shop.page.locator('script#shop-islands-js-before').count()).toBe(0);
	});

	it('with Access-Control-Allow-Origin there, the chunks come from it and the islands work', async () => {
		const shop = await withAssetsAt(ASSET_ORIGINS.withCors);
		await shop.goto('/shop/');
		expect(await shop.page.locator('script#shop-islands-js').getAttribute('crossorigin')).toBe('anonymous');
		expect(shop.fetched.filter((url) => url.startsWith(ASSET_ORIGINS.withCors + CHUNKS)).length).toBeGreaterThan(0);
		expect(shop.fetched.filter((url) => new URL(url).pathname.startsWith(CHUNKS) && !url.startsWith(ASSET_ORIGINS.withCors))).toEqual([]);
		await addFromLoop(shop, product.mug.id());
		await expect.poll(() => headerCount(shop)).toBe('1 item');
		expect(await shop.page.evaluate(() => (window as unknown as { __islandsFailed: string[] }).__islandsFailed)).toEqual([]);
	});

	it('without it, the islands fail once, say which header is missing, and the printed Add to cart still adds', async () => {
		const shop = await withAssetsAt(ASSET_ORIGINS.withoutCors);
		await shop.goto('/shop/');
		expect(await shop.page.evaluate(() => (window as unknown as { __islandsFailed: string[] }).__islandsFailed)).toEqual(['loader']);
		// One line of ours, naming the header; taken off the list the session checks after the test (with the browser's own CORS lines).
		const said = shop.islandComplaints.splice(0).filter((text) => text.startsWith('[islands]'));
		expect(said).toEqual([
			`[islands] the loader was not loaded from ${ASSET_ORIGINS.withoutCors}: that origin must send the header Access-Control-Allow-Origin (or it is down)`,
		]);
		// Failed once, on the loader: no island asked for its chunk.
		expect(shop.fetched.filter((url) => /\/chunks\/[a-z-]+-\w+\.js/.test(url) && !/\/(framework|runtime|shop)-/.test(url))).toEqual([]);

		await Promise.all([shop.page.waitForEvent('load'), shop.page.click(addButton(product.mug.id()))]);
		await expect.poll(() => cartCount(shop)).toBe(1);
		shop.islandComplaints.splice(0);
	});
});
