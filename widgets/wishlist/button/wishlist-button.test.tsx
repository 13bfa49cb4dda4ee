import { afterEach, describe, expect, it, vi } from 'vitest';
import { wishlistSettings } from '../../../contracts/wishlist';
import { itHydratesByteForByte } from '../../../runtime/react/testing/island-contract-tests';
import { act, asInABrowser, fixture, hydrateForTest } from '../../../runtime/react/testing/island-kit';
import { readAddOutcome } from './add-reply';
import { swappedMarkup } from './variation-swap';
import { testL10n } from './fixtures';
import { WishlistButton } from './wishlist-button';

const l10n = testL10n();
const settings = wishlistSettings(l10n);

const printed =
	'<div class="yith-wcwl-add-to-wishlist add-to-wishlist-15 yith-wcwl-add-to-wishlist--link-style yith-wcwl-add-to-wishlist--single wishlist-fragment on-first-load" data-fragment-ref="15" data-fragment-options="{&quot;product_id&quot;:15,&quot;item&quot;:&quot;add_to_wishlist&quot;}">' +
	'<div class="yith-wcwl-add-button"><a href="?add_to_wishlist=15&amp;_wpnonce=x" class="add_to_wishlist single_add_to_wishlist" data-product-id="15" data-product-type="variable" data-original-product-id="0" data-title="Add to wishlist" rel="nofollow"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M0 0"></path></svg><span>Add to wishlist</span></a></div></div>';

afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('wishlist button island', () => {
	itHydratesByteForByte('block', printed, (element) => <WishlistButton element={element} l10n={l10n} settings={settings} />);

	it('a click sends one add; a double click while busy sends nothing more; the reply re-renders the block', async () => {
		const reply = { prod_id: 15, result: 'true', message: false, fragments: { 'yith-wcwl-add-to-wishlist.add-to-wishlist-15.yith-wcwl-add-to-wishlist--link-style.yith-wcwl-add-to-wishlist--single.wishlist-fragment.on-first-load': printed.replace('yith-wcwl-add-to-wishlist--single wishlist', 'yith-wcwl-add-to-wishlist--single exists wishlist').replace(/<div class="yith-wcwl-add-button">.*<\/a><\/div>/, '<div class="yith-wcwl-wishlistaddedbrowse"><span class="feedback">Product added!</span></div>') } };
		let release = () => {};
		const fetch = vi.fn(() => new Promise<Response>((resolve) => { release = () => resolve(new Response(JSON.stringify(reply))); }));
		vi.stubGlobal('fetch', fetch);
		const element = fixture(printed);
		const unmount = hydrateForTest(element, <WishlistButton element={element} l10n={l10n} settings={settings} />);
		const link = element.querySelector('a')!;
		await act(async () => {
			link.click();
			link.click();
		});
		expect(fetch).toHaveBeenCalledOnce();
		const body = String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body);
		expect(body).toMatch(/^action=add_to_wishlist&nonce=abc&context=frontend&add_to_wishlist=15&product_type=variable&wishlist_id=&fragments%5B/);
		await act(async () => {
			release();
			await new Promise((resolve) => setTimeout(resolve, 0));
		});
		expect(element.isConnected).toBe(true);
		expect(element.classList.contains('exists')).toBe(true);
		expect(element.querySelector('.feedback')!.textContent).toBe('Product added!');
		unmount();
	});

	it('reads the reply kinds: true, exists, error, a stale nonce, HTML', () => {
		const ok = (data: unknown) => ({ ok: true as const, status: 200, data, headers: new Headers() });
		expect(readAddOutcome(ok({ prod_id: 1, result: 'true', message: false }))).toMatchObject({ kind: 'success', announcement: 'Product added to your wishlist.' });
		expect(readAddOutcome(ok({ prod_id: 1, result: 'exists', message: '' }))).toMatchObject({ kind: 'success', announcement: 'The product is already in your wishlist!' });
		expect(readAddOutcome(ok({ prod_id: 1, result: 'error', message: '<b>The item cannot be added to this wishlist</b>' }))).toMatchObject({ kind: 'failure', text: 'The item cannot be added to this wishlist' });
		expect(readAddOutcome(ok({ result: false }))).toMatchObject({ kind: 'failure', text: 'This page is out of date. Reload it and try again.' });
		expect(readAddOutcome({ ok: false, kind: 'non-json', status: 200, text: '<h1>' })).toMatchObject({ kind: 'failure', text: 'The product was not added to your wishlist. The response is not a valid JSON response.' });
	});

	it('swaps to a variation and back, keeping the printed original id', () => {
		const element = fixture(printed);
		const swapped = swappedMarkup(element, '15', '18')!;
		expect(swapped.className).toContain('add-to-wishlist-18');
		expect(swapped.getAttribute('data-fragment-ref')).toBe('18');
		expect(swapped.querySelector('a')!.getAttribute('data-product-id')).toBe('18');
		expect(swapped.querySelector('a')!.getAttribute('data-original-product-id')).toBe('15');
		expect(swappedMarkup(swapped, '15', '18')).toBeNull();
		const back = swappedMarkup(swapped, '15', null)!;
		expect(back.className).toContain('add-to-wishlist-15');
		expect(back.querySelector('a')!.getAttribute('data-product-id')).toBe('15');
		expect(back.querySelector('a')!.getAttribute('data-original-product-id')).toBe('0');
		expect(swappedMarkup(element, '99', '18')).toBeNull();
	});

	it('two quick variation choices: each reload asks for the button as it was when sent (its key and its options name one variation)', async () => {
		const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(JSON.stringify({ fragments: {} }))));
		vi.stubGlobal('fetch', fetch);
		const product = fixture(`<div class="product"><form class="variations_form" data-product_id="15"><input class="variation_id" value="0"></form>${printed}</div>`);
		const element = product.querySelector<HTMLElement>('.yith-wcwl-add-to-wishlist')!;
		const form = product.querySelector('form')!;
		const reloading = wishlistSettings(testL10n({ reload_on_found_variation: '1' }));
		const unmount = hydrateForTest(element, <WishlistButton element={element} l10n={l10n} settings={reloading} />);
		// Each choice in its own task, as a shopper's two changes are: the second comes once the first is rendered, before the frame after it.
		const choose = (variation: number) => form.dispatchEvent(new CustomEvent('wc:found_variation', { bubbles: true, detail: [{ variation_id: variation }] }));
		await asInABrowser(async () => {
			choose(16);
			await new Promise((resolve) => setTimeout(resolve, 0));
			choose(17);
			await new Promise((resolve) => setTimeout(resolve, 50));
		});
		const asked = fetch.mock.calls.map(([, init]) => {
			const [name, product] = [...new URLSearchParams(String(init.body)).entries()].find(([field]) => field.endsWith('[product_id]'))!;
			return { key: name.match(/add-to-wishlist-(\d+)\]/)?.[1], product };
		});
		// Both choices asked for, or the first superseded by the second before it went out; never one variation's key with another's options.
		expect(asked.at(-1)).toEqual({ key: '17', product: '17' });
		for (const request of asked) expect(request.product).toBe(request.key);
		unmount();
	});
});
