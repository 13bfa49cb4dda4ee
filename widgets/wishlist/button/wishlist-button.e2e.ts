import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AjaxCall, type DemoPage, setFault, useBrowser } from '../../../scripts/e2e/session';
import { serverLists } from '../../../scripts/e2e/wishlist';

const openPage = useBrowser();
const container = (id: number) => `li.product .add-to-wishlist-${id}`;
const addLink = (id: number) => `${container(id)} a.add_to_wishlist`;
/**
 * An add block hydrates on intent (a pointer or focus on it; a click before that is held, and run once it has):
 * hover it and wait for `data-wcwl-island`, set by its first effect, before pressing keys on it.
 */
async function awake(demo: DemoPage, block: string) {
	await demo.page.hover(block);
	await demo.page.waitForFunction((selector) => document.querySelector(selector)?.hasAttribute('data-wcwl-island'), block);
}

type Chunk = { file: string; inputs: string[] };
/** The build's manifest: the wishlist entry chunk, its islands part and its other lazy parts. */
function wishlistChunks() {
	const manifest = JSON.parse(readFileSync(path.resolve('dist/manifest.json'), 'utf8')) as Record<'widgets' | 'parts', Record<string, Chunk>>;
	const parts = Object.entries(manifest.parts).filter(([name]) => name.startsWith('wishlist-'));
	return {
		entry: manifest.widgets.wishlist,
		shared: manifest.parts['wishlist-parts'],
		islands: manifest.parts['wishlist-islands'],
		parts: parts.map(([, chunk]) => path.basename(chunk.file)),
	};
}

const adds = (ajax: AjaxCall[]) => ajax.filter((call) => call.endpoint === 'admin-ajax:add_to_wishlist');

describe('wishlist button', () => {
	it('adds with the exact fields, shows the added state and announces it; the shop loads the small entry, the islands parts on the first click', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		const { entry, shared, islands, parts } = wishlistChunks();
		// At load: the entry alone, which holds no island code; the fragment module (page state) is in one chunk,
		// the part the block and the wishlist page's form share; the block's own code is in the islands part.
		expect(entry.inputs).toContain('widgets/wishlist/button/first-use.ts');
		expect(entry.inputs).not.toContain('widgets/wishlist/button/wishlist-button.tsx');
		expect(shared.inputs).toContain('runtime/wishlist/fragments.ts');
		expect(islands.inputs).toContain('widgets/wishlist/button/wishlist-button.tsx');
		expect(parts.length).toBeGreaterThan(3);
		await page.waitForTimeout(200);
		expect(demo.chunks.filter((chunk) => chunk.startsWith('wishlist'))).toEqual([path.basename(entry.file)]);
		// No pointer first: the click is busy in its own task, held while the islands part loads, then sent.
		const busyAtClick = await page.evaluate((selector) => {
			const link = document.querySelector<HTMLElement>(selector)!;
			link.click();
			return link.closest('.yith-wcwl-add-to-wishlist')!.getAttribute('aria-busy');
		}, addLink(11));
		expect(busyAtClick).toBe('true');
		await expect.poll(() => page.locator(`${container(11)} .yith-wcwl-wishlistaddedbrowse .feedback`).innerText().then((text) => text.trim())).toBe('Product added!');
		expect(await page.locator(container(11)).getAttribute('class')).toContain(' exists ');
		expect(await page.locator(`${container(11)} .yith-wcwl-add-button`).count()).toBe(0);
		await expect.poll(() => page.locator('#a11y-speak-polite').innerText()).toBe('Product added to your wishlist.');
		const [call] = adds(demo.ajax);
		const key = 'yith-wcwl-add-to-wishlist.add-to-wishlist-11.yith-wcwl-add-to-wishlist---style.wishlist-fragment.on-first-load';
		expect([...call.body.keys()].slice(0, 6)).toEqual(['action', 'nonce', 'context', 'add_to_wishlist', 'product_type', 'wishlist_id']);
		expect(call.body.get('context')).toBe('frontend');
		expect(call.body.get('add_to_wishlist')).toBe('11');
		expect(call.body.get(`fragments[${key}][product_id]`)).toBe('11');
		expect(call.body.get(`fragments[${key}][is_single]`)).toBe('false');
		expect(call.headers['x-requested-with']).toBe('XMLHttpRequest');
		expect((await serverLists(demo))[0].items.map((item) => item.productId)).toEqual([11]);
		expect(demo.chunks.filter((chunk) => chunk.startsWith('wishlist'))).toEqual([path.basename(entry.file), path.basename(shared.file), path.basename(islands.file)]);
		expect(demo.errors).toEqual([]);
	});

	it('Enter on "Add to wishlist" keeps keyboard focus in the block: on its first new link, not on <body>', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await page.focus(addLink(12));
		await page.waitForFunction((selector) => document.querySelector(selector)?.hasAttribute('data-wcwl-island'), container(12));
		await page.keyboard.press('Enter');
		await expect.poll(() => page.locator(`${container(12)} .yith-wcwl-wishlistaddedbrowse`).count()).toBe(1);
		// The demo's added state offers "Remove from list" first, then "Browse wishlist".
		await expect
			.poll(() => page.evaluate(() => (document.activeElement === document.body ? 'body' : `${document.activeElement?.localName} ${document.activeElement?.textContent?.trim()}`)))
			.toBe('a Remove from list');
		expect(await page.evaluate((selector) => document.querySelector(selector)!.contains(document.activeElement), container(12))).toBe(true);
	});

	it('the islands part cannot be fetched: the click is not left busy, the reader is told, and the link then adds without JavaScript', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.context.addCookies(
			[['demo_file_fault', '404'], ['demo_file_fault_target', 'chunks'], ['demo_file_fault_only', 'wishlist-islands']].map(([name, value]) => ({ name, value, url: demo.url('/') })),
		);
		await demo.goto('/shop/');
		await page.click(addLink(11));
		await expect.poll(() => page.locator('#a11y-speak-assertive').innerText()).toBe('The wishlist could not be loaded. Try again: the page will reload to do it.');
		expect(await page.locator('#yith-wcwl-message').innerText()).toContain('The wishlist could not be loaded.');
		expect(await page.locator('#yith-wcwl-popup-message').isVisible()).toBe(true);
		expect(await page.locator(container(11)).getAttribute('aria-busy')).toBeNull();
		await Promise.all([page.waitForNavigation(), page.click(addLink(11))]);
		await expect.poll(async () => (await serverLists(demo))[0]?.items.map((item) => item.productId)).toEqual([11]);
	});

	it('a second tab adding the same product gets exists: the button goes, the reader is told', async () => {
		const first = await openPage();
		await first.goto('/shop/');
		const second = await openPage({ context: first.context });
		await second.goto('/shop/');
		await first.page.click(addLink(12));
		await expect.poll(() => first.page.locator(`${container(12)}.exists`).count()).toBe(1);
		await second.page.click(addLink(12));
		// The plugin (4.x) prints the same "added" part for a product that was already there.
		await expect.poll(() => second.page.locator(`${container(12)} .yith-wcwl-wishlistaddedbrowse .feedback`).innerText().then((text) => text.trim())).toBe('Product added!');
		await expect.poll(() => second.page.locator('#a11y-speak-polite').innerText()).toBe('The product is already in your wishlist!');
	});

	it('works from the keyboard (Space and Enter)', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		// Space is a button's key: the link answers it once hydrated (focus is intent).
		await page.focus(addLink(13));
		await awake(demo, container(13));
		await page.keyboard.press('Space');
		await expect.poll(() => page.locator(`${container(13)}.exists`).count()).toBe(1);
		await page.focus(addLink(14));
		await page.keyboard.press('Enter');
		await expect.poll(() => page.locator(`${container(14)}.exists`).count()).toBe(1);
	});

	it('cookies disabled: the exact alert, and nothing is sent', async () => {
		const demo = await openPage();
		const { page } = demo;
		await page.addInitScript(() => {
			Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false });
			Object.defineProperty(Document.prototype, 'cookie', { get: () => '', set: () => {} });
		});
		await demo.goto('/shop/');
		const alerts: string[] = [];
		page.on('dialog', (dialog) => {
			alerts.push(dialog.message());
			void dialog.dismiss();
		});
		await page.click(addLink(11));
		await expect.poll(() => alerts).toEqual(['We are sorry, but this feature is available only if cookies on your browser are enabled.']);
		await page.waitForTimeout(300);
		expect(adds(demo.ajax)).toHaveLength(0);
		expect(await page.locator(addLink(11)).isVisible()).toBe(true);
	});

	it('a stale nonce: a clear failure, the button kept, nothing stored; the next page works', async () => {
		const demo = await openPage();
		const { page } = demo;
		await page.route('**/wp-admin/admin-ajax.php', (route) =>
			route.continue({ postData: (route.request().postData() ?? '').replace(/nonce=[0-9a-f]+/, 'nonce=0000000000') }),
		);
		await demo.goto('/shop/');
		await page.click(addLink(11));
		await expect.poll(() => page.locator('#a11y-speak-assertive').innerText()).toBe('This page is out of date. Reload it and try again.');
		// Heard once: the toast shows it, the assertive region says it.
		expect(await page.locator('#yith-wcwl-popup-message').getAttribute('aria-live')).toBeNull();
		expect(await page.locator('#yith-wcwl-message').innerText()).toContain('This page is out of date.');
		expect(await page.locator(addLink(11)).isVisible()).toBe(true);
		expect((await serverLists(demo)).filter((list) => list.items.length)).toHaveLength(0);
		await page.unroute('**/wp-admin/admin-ajax.php');
		await page.click(addLink(11));
		await expect.poll(() => page.locator(`${container(11)}.exists`).count()).toBe(1);
	});

	for (const fault of ['500', 'html', 'invalid-json', 'drop'] as const)
		it(`${fault} on add: says why, keeps the button, and the next click lands`, async () => {
			const demo = await openPage();
			const { page } = demo;
			await demo.goto('/shop/');
				await setFault(demo.context, fault, { demo_fault_endpoint: 'add_to_wishlist' });
			await page.click(addLink(11));
			await expect.poll(() => page.locator('#a11y-speak-assertive').innerText()).toMatch(/^The product was not added to your wishlist\. /);
			expect(await page.locator(addLink(11)).getAttribute('aria-disabled')).toBeNull();
			await setFault(demo.context, null);
			await page.click(addLink(11));
			await expect.poll(() => page.locator(`${container(11)}.exists`).count()).toBe(1);
		});

	it('follows the chosen variation on the product page and adds the variation', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/product/t-shirt/');
		const single = '.summary .yith-wcwl-add-to-wishlist';
		expect(await page.locator(`${single} a.add_to_wishlist`).getAttribute('data-product-id')).toBe('26');
		await page.selectOption('select[name="attribute_pa_size"]', 'l');
		await expect.poll(() => page.locator(`${single} a.add_to_wishlist`).getAttribute('data-product-id')).toBe('29');
		expect(await page.locator(`${single} a.add_to_wishlist`).getAttribute('data-original-product-id')).toBe('26');
		expect(await page.locator(single).getAttribute('data-fragment-ref')).toBe('29');
		await expect.poll(() => demo.ajax.filter((call) => call.endpoint === 'admin-ajax:load_fragments').length).toBe(1);
		await page.click(`${single} a.add_to_wishlist`);
		await expect.poll(() => page.locator(`${single}.exists`).count()).toBe(1);
		expect(adds(demo.ajax)[0].body.get('add_to_wishlist')).toBe('29');
		expect((await serverLists(demo))[0].items.map((item) => item.productId)).toEqual([29]);
	});

	it('AJAX loading: the empty blocks are filled by one load_fragments that renders each from the server state', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await page.click(addLink(12));
		await expect.poll(() => page.locator(`${container(12)}.exists`).count()).toBe(1);
		await demo.context.addCookies([{ name: 'demo_wcwl', value: 'ajax,remove-after-add,responsive', url: demo.url('/') }]);
		// Only what the AJAX-loading page asks for counts, not what the first page may still have sent.
		const before = demo.ajax.length;
		await demo.goto('/shop/');
		await expect.poll(() => page.locator(`${container(11)} a.add_to_wishlist`).count()).toBe(1);
		const loads = demo.ajax.slice(before).filter((call) => call.endpoint === 'admin-ajax:load_fragments');
		expect(loads).toHaveLength(1);
		const keys = [...new Set([...loads[0].body.keys()].filter((key) => key.startsWith('fragments[')).map((key) => key.replace(/\]\[.*$/, ']')))];
		expect(keys.length).toBe(await page.locator('li.product .yith-wcwl-add-to-wishlist').count());
		expect(loads[0].body.get('context')).toBe('frontend');
		// The server filled each block for this visitor: 12 is in the list, 11 is not.
		await expect.poll(() => page.locator(`${container(12)} .yith-wcwl-wishlistaddedbrowse .feedback`).innerText().then((text) => text.trim())).toBe('Product added!');
		await page.click(addLink(11));
		await expect.poll(() => page.locator(`${container(11)}.exists`).count()).toBe(1);
		expect((await serverLists(demo))[0].items.map((item) => item.productId)).toEqual([11, 12]);
	});
});

