// @vitest-environment-options {"url":"http://127.0.0.1:8884/shop/","settings":{"handleDisabledFileLoadingAsSuccess":true}}
/**
 * The wishlist islands over what the real shop printed (issue 16), with the
 * `yith_wcwl_l10n` each recorded page printed: the add block in the loop and
 * on the product page, before and after the product is in the list, and the
 * wishlist form of a guest and of a logged-in owner. The real templates'
 * comments and indentation are part of the markup; a click on the real add
 * link and on a real row's remove link sends the request the plugin's own
 * script sends, and the recorded reply re-renders the block or the form.
 * The page's address is the recorded shop's; its stylesheets are not fetched.
 */
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WishlistL10n, readWishlistL10n, wishlistSettings } from '../../contracts/wishlist';
import { realShopGlobals, realShopIndex, realShopMarkup, realShopReplies, replyResponse } from '../../contracts/fixtures/real-shop';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { fragmentsApi as fragments } from '../../runtime/wishlist/fragments';
import { showToast } from '../../runtime/wishlist/toast';
import { WishlistButton } from './button/wishlist-button';
import { WishlistTable } from './table/wishlist-table';

/** The `yith_wcwl_l10n` the page of markup contract `name` printed, through the island's own guard. */
function l10nOf(name: string): WishlistL10n {
	const page = realShopIndex().markup[name].page;
	const recorded = realShopGlobals().find((entry) => entry.page === page)!;
	const l10n = readWishlistL10n(recorded.globals);
	if (!l10n) throw new Error(`the guard refuses the yith_wcwl_l10n of ${page}`);
	return l10n;
}

const reply = (name: string) => realShopReplies().find((recorded) => recorded.name === name)!;

const button = (name: string) => (element: HTMLElement) => {
	const l10n = l10nOf(name);
	return <WishlistButton element={element} l10n={l10n} settings={wishlistSettings(l10n)} />;
};
const table = (name: string) => (element: HTMLElement) => {
	const l10n = l10nOf(name);
	return <WishlistTable element={element} l10n={l10n} settings={wishlistSettings(l10n)} fragments={fragments} toast={showToast} />;
};

const ADD_BLOCKS = [
	'wishlist-add-loop',
	'wishlist-add-loop-exists',
	'wishlist-add-single',
	'wishlist-add-single-exists',
	// Each position of the button the plugin offers (the loop's and the product page's).
	'wishlist-add-loop-before-image',
	'wishlist-add-loop-before-add-to-cart',
	'wishlist-add-single-thumbnails',
	'wishlist-add-single-summary',
];
const FORMS = ['wishlist-table', 'wishlist-table-admin', 'wishlist-table-sharing'];

/** Lets the answered request's promise chain and the re-render run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/**
 * Hydrates the recorded markup `name`, clicks `link` in it with the recorded reply `replyName`
 * stubbed as the answer, and checks that the click was the island's and sent exactly the plugin's
 * request (plus the language field our transport adds to every site-ajax call, spec §7; this shop
 * prints no theme options). Returns the element and the unmount, once the reply is rendered.
 */
async function clickSendsRecorded(name: string, render: (element: HTMLElement) => ReactNode, link: string, replyName: string) {
	const recorded = reply(replyName);
	const fetch = vi.fn(async () => replyResponse(recorded));
	vi.stubGlobal('fetch', fetch);
	const element = fixture(realShopMarkup(name));
	const unmount = hydrateForTest(element, render(element));
	const click = new MouseEvent('click', { bubbles: true, cancelable: true });
	await act(async () => {
		element.querySelector(link)!.dispatchEvent(click);
	});
	expect(click.defaultPrevented).toBe(true);
	expect(fetch).toHaveBeenCalledOnce();
	const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
	expect(url).toBe(recorded.request.url);
	expect(String(init.body)).toBe(`${recorded.request.body}&lang=`);
	await settle();
	return { element, unmount };
}

afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('wishlist add block over the real shop', () => {
	for (const name of ADD_BLOCKS) itHydratesByteForByte(`real ${name}`, realShopMarkup(name), button(name));

	it('prints the comments the island must live with', () => {
		for (const name of ADD_BLOCKS) expect(realShopMarkup(name)).toContain('<!-- ADD TO WISHLIST -->');
	});

	it('a click on the real add link is handled: it sends the add the plugin sends, and the recorded reply shows the added state', async () => {
		const { element, unmount } = await clickSendsRecorded('wishlist-add-loop', button('wishlist-add-loop'), 'a.add_to_wishlist', 'wishlist-add');
		expect(element.isConnected).toBe(true);
		expect(element.classList.contains('exists')).toBe(true);
		expect(element.querySelector('.feedback')!.textContent!.trim()).toBe('Product added!');
		unmount();
	});
});

describe('wishlist add block over the real shop, under the plugin’s settings', () => {
	// Printed empty for AJAX loading: nothing to hydrate byte for byte but the empty block itself.
	itHydratesByteForByte('real wishlist-add-loop-ajax-loading', realShopMarkup('wishlist-add-loop-ajax-loading'), button('wishlist-add-loop-ajax-loading'));

	it('with AJAX loading, the block is printed empty and marked for the first load', () => {
		const element = fixture(realShopMarkup('wishlist-add-loop-ajax-loading'));
		expect(element.classList.contains('on-first-load')).toBe(true);
		expect(element.querySelector('a')).toBeNull();
		expect(wishlistSettings(l10nOf('wishlist-add-loop-ajax-loading')).ajaxLoading).toBe(true);
	});

	it.each(['wishlist-add-behaviour-add', 'wishlist-add-behaviour-remove'])('after adding (%s), the block shows what the setting’s reply prints', async (replyName) => {
		const recorded = reply(replyName);
		vi.stubGlobal('fetch', vi.fn(async () => replyResponse(recorded)));
		const printed = fixture(Object.values((JSON.parse(recorded.response.body) as { fragments: Record<string, string> }).fragments)[0]!.trim());
		const controls = (root: Element) => [...root.querySelectorAll('a')].map((link) => [link.className, link.getAttribute('href'), link.textContent!.trim()]);
		const said = (root: Element) => root.textContent!.replace(/\s+/g, ' ').trim();
		const [expectedControls, expectedText] = [controls(printed), said(printed)];
		printed.remove();
		const element = fixture(realShopMarkup('wishlist-add-loop'));
		const unmount = hydrateForTest(element, button('wishlist-add-loop')(element));
		await act(async () => {
			element.querySelector<HTMLElement>('a.add_to_wishlist')!.click();
		});
		await settle();
		expect(element.classList.contains('exists')).toBe(true);
		expect([controls(element), said(element)]).toEqual([expectedControls, expectedText]);
		unmount();
	});
});

describe('wishlist form over the real shop', () => {
	for (const name of FORMS) itHydratesByteForByte(`real ${name}`, realShopMarkup(name), table(name));

	it('a click on a real row’s remove link sends the remove the plugin sends, and the recorded reply takes the row out', async () => {
		const { unmount } = await clickSendsRecorded('wishlist-table', table('wishlist-table'), '#yith-wcwl-row-12 a.remove_from_wishlist', 'wishlist-remove');
		const form = document.querySelector('form#yith-wcwl-form')!;
		expect(form.querySelector('#yith-wcwl-row-12')).toBeNull();
		expect(form.querySelector('#yith-wcwl-row-11')).not.toBeNull();
		unmount();
	});
});

describe('the wishlist’s share block over the real shop', () => {
	it('"copy" puts the list’s address on the clipboard', async () => {
		const writeText = vi.fn(async () => undefined);
		vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
		vi.stubGlobal('isSecureContext', true);
		const form = fixture(realShopMarkup('wishlist-table-sharing'));
		const unmount = hydrateForTest(form, table('wishlist-table-sharing')(form));
		const url = form.querySelector<HTMLInputElement>('.yith-wcwl-share input.copy-target')!.value;
		expect(url).toMatch(/^http:\/\/127\.0\.0\.1:8884\/wishlist\/view\/[A-Z0-9]{12}\/$/);
		await act(async () => {
			form.querySelector<HTMLElement>('.yith-wcwl-share .copy-trigger')!.click();
		});
		expect(writeText).toHaveBeenCalledWith(url);
		unmount();
	});
});
