import { afterEach, describe, expect, it, vi } from 'vitest';
import { wishlistSettings } from '../../../contracts/wishlist';
import { testL10n } from '../button/fixtures';
import { itHydratesByteForByte } from '../../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../../runtime/react/testing/island-kit';
import { withNotice, withoutRow } from './printed-edits';
import { WishlistTable } from './wishlist-table';
import { fragmentsApi as fragments } from '../../../runtime/wishlist/fragments';
import { showToast } from '../../../runtime/wishlist/toast';

const l10n = testL10n({ is_wishlist_responsive: '', nonce: { save_title_nonce: 'n1' } });
const sentBody = (fetch: { mock: { calls: unknown[][] } }, call = 0) => new URLSearchParams(String((fetch.mock.calls[call] as [string, RequestInit])[1].body));
const settle = (ms = 0) => act(async () => void (await new Promise((resolve) => setTimeout(resolve, ms))));
const settings = wishlistSettings(l10n);

const rowHtml = (id: number) =>
	`<tr id="yith-wcwl-row-${id}" data-row-id="${id}"><td class="product-checkbox"><input type="checkbox" value="yes" name="items[${id}][cb]"></td><td class="product-remove"><div><a href="?remove_from_wishlist=${id}" class="remove remove_from_wishlist">×</a></div></td><td class="product-name"><a href="/p/">P${id}</a></td><td class="product-quantity"><input type="number" min="1" step="1" name="items[${id}][quantity]" value="1"></td><td class="product-add-to-cart"><a href="?add-to-cart=${id}" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart add_to_cart alt" data-product_id="${id}">Add to cart</a></td></tr>`;
const form =
	'<form id="yith-wcwl-form" action="/wishlist/view/RN6VRZ64MGIL/" method="post" class="woocommerce yith-wcwl-form wishlist-fragment" data-fragment-options="{&quot;wishlist_id&quot;:&quot;RN6VRZ64MGIL&quot;,&quot;is_user_owner&quot;:true,&quot;item&quot;:&quot;wishlist&quot;}">' +
	'<div class="woocommerce-notices-wrapper"></div><div class="wishlist-title-container"><div class="wishlist-title wishlist-title-with-form"><h2>My wishlist</h2><a class="btn button show-title-form">Edit title</a></div><div class="hidden-title-form" style="display:none"><input type="text" value="My wishlist" name="wishlist_name"><div class="edit-title-buttons"><a role="button" href="#" class="hide-title-form">Cancel</a> <a role="button" href="#" class="save-title-form">Save</a></div></div></div>' +
	`<table class="shop_table cart wishlist_table wishlist_view traditional responsive" data-pagination="no" data-per-page="5" data-page="1" data-id="3" data-token="RN6VRZ64MGIL"><thead><tr><th class="product-checkbox"><input type="checkbox" id="bulk_add_to_cart"></th></tr></thead><tbody class="wishlist-items-wrapper">${rowHtml(11)}${rowHtml(12)}</tbody></table>` +
	'<div class="yith_wcwl_wishlist_footer"><select name="bulk_actions" id="bulk_actions"><option value="add_to_cart">Add to cart</option></select><input type="submit" name="apply_bulk_actions" value="Apply"></div><input type="hidden" value="RN6VRZ64MGIL" name="wishlist_id" id="wishlist_id"></form>';
const manage =
	'<form id="yith-wcwl-form" action="/wishlist/manage/" method="post" class="woocommerce yith-wcwl-form wishlist-fragment" data-fragment-options="{&quot;item&quot;:&quot;wishlist_manage&quot;,&quot;is_user_owner&quot;:true}"><table class="shop_table cart wishlist_table wishlist_manage_table responsive"><tbody><tr data-wishlist-id="3"><td class="wishlist-name"><div class="wishlist-title"><a class="wishlist-anchor" href="/wishlist/view/RN6VRZ64MGIL/">My wishlist</a> <a class="show-title-form">Rename</a></div><div class="hidden-title-form" style="display:none"><input type="text" name="wishlist_options[3][wishlist_name]" value="My wishlist"></div></td><td><select id="wishlist-visibility-3" name="wishlist_options[3][wishlist_privacy]" class="wishlist-visibility selectBox"><option value="0" class="public-visibility" selected>Public</option><option value="1" class="shared-visibility">Shared</option><option value="2" class="private-visibility">Private</option></select></td></tr></tbody></table></form>';

afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('wishlist table island', () => {
	itHydratesByteForByte('form', [['the wishlist form', form], ['the manage form', manage]], (element) => (
		<WishlistTable element={element} l10n={l10n} settings={settings} fragments={fragments} toast={showToast} />
	));

	it('refuses an empty title: invalid, focused, nothing sent; the page list falls back to the #wishlist_id token', async () => {
		const fetch = vi.fn(async () => new Response('{"result":true,"fragments":[]}'));
		vi.stubGlobal('fetch', fetch);
		const element = fixture(form);
		const unmount = hydrateForTest(element, <WishlistTable element={element} l10n={l10n} settings={settings} fragments={fragments} toast={showToast} />);
		await act(async () => element.querySelector<HTMLElement>('.show-title-form')!.click());
		const input = element.querySelector<HTMLInputElement>('.hidden-title-form input')!;
		expect(element.querySelector<HTMLElement>('.hidden-title-form')!.style.display).toBe('inline-block');
		input.value = '';
		await act(async () => element.querySelector<HTMLElement>('.save-title-form')!.click());
		expect(fetch).not.toHaveBeenCalled();
		expect(element.querySelector('.hidden-title-form')!.className).toContain('woocommerce-invalid');
		expect(document.activeElement).toBe(input);
		input.value = 'Gifts';
		await act(async () => {
			element.querySelector<HTMLElement>('.save-title-form')!.click();
			await new Promise((resolve) => setTimeout(resolve, 0));
		});
		expect(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)).toMatch(/^action=save_title&nonce=n1&context=frontend&wishlist_id=RN6VRZ64MGIL&title=Gifts&fragments%5B/);
		unmount();
	});

	it('edits its copy of the markup: a row gone, the added-to-cart notice replacing or opening', () => {
		const element = fixture(form);
		expect(withoutRow(element, '11').querySelectorAll('[data-row-id]')).toHaveLength(1);
		const message = '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">Product added to cart successfully</div></div>';
		const opened = withNotice(element, message);
		expect(opened.firstElementChild!.textContent).toBe('Product added to cart successfully');
		const replaced = withNotice(fixture(form.replace('<div class="woocommerce-notices-wrapper"></div>', '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message">Old</div></div>')), message);
		expect([...replaced.querySelectorAll('.woocommerce-message')].map((node) => node.textContent)).toEqual(['Product added to cart successfully']);
	});

	it('a refused remove ({fragments:[]}: a stale nonce) keeps the row and says why, visibly', async () => {
		const fetch = vi.fn(async () => new Response('{"fragments":[]}'));
		vi.stubGlobal('fetch', fetch);
		const element = fixture(form);
		const unmount = hydrateForTest(element, <WishlistTable element={element} l10n={l10n} settings={settings} fragments={fragments} toast={showToast} />);
		await act(async () => element.querySelector<HTMLElement>('[data-row-id="11"] .remove_from_wishlist')!.click());
		await settle();
		expect(sentBody(fetch).get('remove_from_wishlist')).toBe('11');
		expect(element.querySelector('[data-row-id="11"]')).not.toBeNull();
		expect(element.querySelector('.woocommerce-notices-wrapper .woocommerce-error')!.textContent).toBe('Removing the product failed. This page is out of date. Reload it and try again.');
		unmount();
	});

	it('a row pressed twice while its removal is on its way is removed once; another row still can be', async () => {
		const waiting: Array<() => void> = [];
		const fetch = vi.fn(() => new Promise<Response>((resolve) => waiting.push(() => resolve(new Response('{"fragments":[]}')))));
		vi.stubGlobal('fetch', fetch);
		const element = fixture(form);
		const unmount = hydrateForTest(element, <WishlistTable element={element} l10n={l10n} settings={settings} fragments={fragments} toast={showToast} />);
		const press = (id: number) => act(async () => element.querySelector<HTMLElement>(`[data-row-id="${id}"] .remove_from_wishlist`)!.click());
		await press(11);
		await press(11);
		await press(12);
		expect(fetch.mock.calls.map((_, call) => sentBody(fetch, call).get('remove_from_wishlist'))).toEqual(['11', '12']);
		for (const answer of waiting) answer();
		await settle();
		await press(11);
		expect(fetch).toHaveBeenCalledTimes(3);
		unmount();
	});

	it('a quantity of 0 is saved as 1 and the field shows 1', async () => {
		const fetch = vi.fn(async () => new Response(''));
		vi.stubGlobal('fetch', fetch);
		const element = fixture(form);
		const unmount = hydrateForTest(element, <WishlistTable element={element} l10n={l10n} settings={settings} fragments={fragments} toast={showToast} />);
		const input = element.querySelector<HTMLInputElement>('[data-row-id="12"] .product-quantity input')!;
		await act(async () => {
			input.value = '0';
			input.dispatchEvent(new Event('input', { bubbles: true }));
		});
		await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce(), { timeout: 3000 });
		await settle();
		expect(sentBody(fetch).get('quantity')).toBe('1');
		expect(input.value).toBe('1');
		unmount();
	});

	it("a move from the table's select shows the server's message in the plugin's notice", async () => {
		const moved = form.replace('<td class="product-add-to-cart">', '<td class="product-add-to-cart"><select class="change-wishlist selectBox"><option value="">Move</option><option value="LATER0000001">Later</option></select>');
		const reply = { result: true, message: 'Element correctly moved to Later', fragments: { 'woocommerce.yith-wcwl-form.wishlist-fragment': form.replace(rowHtml(11), '') }, user_wishlists: [] };
		const fetch = vi.fn(async () => new Response(JSON.stringify(reply)));
		vi.stubGlobal('fetch', fetch);
		const element = fixture(moved);
		const unmount = hydrateForTest(element, <WishlistTable element={element} l10n={l10n} settings={settings} fragments={fragments} toast={showToast} />);
		const select = element.querySelector<HTMLSelectElement>('[data-row-id="11"] select.change-wishlist')!;
		await act(async () => {
			select.value = 'LATER0000001';
			select.dispatchEvent(new Event('change', { bubbles: true }));
		});
		await settle();
		expect(sentBody(fetch).get('destination_wishlist_token')).toBe('LATER0000001');
		const notice = document.getElementById('yith-wcwl-popup-message')!;
		expect(notice.style.display).toBe('block');
		expect(notice.textContent).toBe('Element correctly moved to Later');
		unmount();
	});

	it('names, once hydrated, the row checkboxes and quantity fields after their product, and the empty header cells after their column', async () => {
		const element = fixture(form.replace('<th class="product-checkbox">', '<th class="product-thumbnail"></th><th class="product-checkbox">'));
		const unmount = hydrateForTest(element, <WishlistTable element={element} l10n={l10n} settings={settings} fragments={fragments} toast={showToast} />);
		await settle();
		const label = (selector: string) => element.querySelector(selector)!.getAttribute('aria-label');
		expect(label('input[name="items[11][cb]"]')).toBe('Select P11');
		expect(label('input[name="items[12][quantity]"]')).toBe('Quantity of P12');
		expect(label('#bulk_add_to_cart')).toBe('Select all products');
		expect([...element.querySelectorAll('thead th')].map((cell) => cell.querySelector('.screen-reader-text')?.textContent)).toEqual(['Image', 'Select']);
		expect(element.querySelector('#bulk_add_to_cart')!.parentElement!.className).toBe('product-checkbox');
		unmount();
	});

	it('sends the site-ajax language field (jnewsoption.language) with every call', async () => {
		const fetch = vi.fn(async () => new Response('{"fragments":[]}'));
		vi.stubGlobal('fetch', fetch);
		vi.stubGlobal('jnewsoption', { language: 'fr_FR' });
		const element = fixture(form);
		const unmount = hydrateForTest(element, <WishlistTable element={element} l10n={l10n} settings={settings} fragments={fragments} toast={showToast} />);
		await act(async () => element.querySelector<HTMLElement>('[data-row-id="11"] .remove_from_wishlist')!.click());
		await settle();
		expect(sentBody(fetch).get('lang')).toBe('fr_FR');
		unmount();
	});
});
