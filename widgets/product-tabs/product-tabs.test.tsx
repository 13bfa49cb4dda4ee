// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
/**
 * The product tabs over the demo's Hoodie tabs and over the tabs the real shop
 * printed (WooCommerce 10.9.4 with Storefront: the variable product's
 * Additional information and Reviews, the simple product's Reviews).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productTabsHtml } from '../../demo/server/render/product-tabs';
import { findBySlug } from '../../demo/server/state/catalogue';
import { realShopGlobals, realShopPage } from '../../contracts/fixtures/real-shop';
import { itKeepsCommentsAndHandlers, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, checkServerIdentity, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { ProductTabs } from './product-tabs';
import { readTabsProps } from './read-props';
import mount from './index';

const demoTabs = productTabsHtml(findBySlug('hoodie')!).value.trim();
const realTabs = (page: string) =>
	new DOMParser().parseFromString(realShopPage(`pages/${page}`), 'text/html').querySelector('.woocommerce-tabs')!.outerHTML;
const PRINTED: [string, string][] = [
	['demo Hoodie', demoTabs],
	['real variable product', realTabs('product-variable.html')],
	['real simple product', realTabs('product-simple.html')],
];

const g = globalThis as Record<string, unknown>;
const realParams = realShopGlobals().find(({ file }) => file === 'product-variable.json')!.globals.wc_single_product_params;

const render = (element: HTMLElement) => <ProductTabs element={element} />;

/** The key of each panel that shows. */
const shown = (wrapper: Element) =>
	[...wrapper.querySelectorAll<HTMLElement>('.wc-tab')].filter((panel) => panel.style.display !== 'none').map((panel) => panel.id);
const tabs = (wrapper: Element) => [...wrapper.querySelectorAll<HTMLElement>('a[role=tab]')];
const press = (target: HTMLElement, key: string) =>
	act(async () => {
		target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
	});

function hydrateTabs(html = demoTabs) {
	const wrapper = fixture(html);
	const unmount = hydrateForTest(wrapper, render(wrapper));
	return { wrapper, unmount };
}

beforeEach(() => history.replaceState(null, '', '/product/hoodie/'));
afterEach(() => {
	document.body.innerHTML = '';
	delete g.wc_single_product_params;
});

describe('product tabs', () => {
	// The identity check renders afresh under Preact, which writes each panel's content (kept as printed HTML) again,
	// so it runs over the markup without its comments; the product's hydration leaves the panels and their comments
	// (`<!-- #respond -->`, `<!-- #comment-## -->`) alone, as the second test proves over the printed markup.
	it.each(PRINTED)('hydrates the printed tabs byte for byte: %s', async (_name, html) => {
		const { before, after, mismatches } = await checkServerIdentity(html.replace(/<!--[^]*?-->/g, ''), render);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});
	itKeepsCommentsAndHandlers('tabs', PRINTED, render);

	it('opens the first tab: its panel alone shows, its item is active, its tab selected and the one tab stop', async () => {
		const { wrapper, unmount } = hydrateTabs();
		await act(async () => {});
		expect(shown(wrapper)).toEqual(['tab-description']);
		expect(tabs(wrapper).map((tab) => [tab.getAttribute('aria-selected'), tab.tabIndex, tab.parentElement!.classList.contains('active')])).toEqual([
			['true', 0, true],
			['false', -1, false],
			['false', -1, false],
		]);
		// The printed ARIA stays: roles, aria-controls, the panels' aria-labelledby.
		expect(wrapper.querySelector('#tab-reviews')!.getAttribute('aria-labelledby')).toBe('tab-title-reviews');
		unmount();
	});

	it('switches on a click without touching the address', async () => {
		const { wrapper, unmount } = hydrateTabs();
		await act(async () => {});
		await act(async () => tabs(wrapper)[2].click());
		expect(shown(wrapper)).toEqual(['tab-reviews']);
		expect(tabs(wrapper)[2].getAttribute('aria-selected')).toBe('true');
		expect(location.hash).toBe('');
		unmount();
	});

	it('moves and opens with the arrows (wrapping), Home and End, focus following', async () => {
		const { wrapper, unmount } = hydrateTabs();
		await act(async () => {});
		await press(tabs(wrapper)[0], 'ArrowLeft');
		expect(shown(wrapper)).toEqual(['tab-reviews']);
		expect(document.activeElement).toBe(tabs(wrapper)[2]);
		await press(tabs(wrapper)[2], 'Home');
		expect(shown(wrapper)).toEqual(['tab-description']);
		await press(tabs(wrapper)[0], 'End');
		expect(shown(wrapper)).toEqual(['tab-reviews']);
		await press(tabs(wrapper)[2], 'ArrowRight');
		expect(shown(wrapper)).toEqual(['tab-description']);
		expect(document.activeElement).toBe(tabs(wrapper)[0]);
		unmount();
	});

	it.each([
		['#comment-3', 'tab-reviews'],
		['#reviews', 'tab-reviews'],
		['#tab-reviews', 'tab-reviews'],
		['#tab-additional_information', 'tab-additional_information'],
		['#unknown', 'tab-description'],
	])('opens at %s: %s', async (hash, panel) => {
		history.replaceState(null, '', `/product/hoodie/${hash}`);
		const { wrapper, unmount } = hydrateTabs();
		await act(async () => {});
		expect(shown(wrapper)).toEqual([panel]);
		unmount();
	});

	it('opens the reviews for the summary’s reviews link and a later review address', async () => {
		const { wrapper, unmount } = hydrateTabs();
		const link = fixture<HTMLAnchorElement>('<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(3 customer reviews)</a>');
		await act(async () => {});
		await act(async () => link.click());
		expect(shown(wrapper)).toEqual(['tab-reviews']);
		expect(location.hash).toBe('#reviews');
		await act(async () => tabs(wrapper)[0].click());
		history.replaceState(null, '', '/product/hoodie/#comment-2');
		await act(async () => {
			window.dispatchEvent(new HashChangeEvent('hashchange'));
		});
		expect(shown(wrapper)).toEqual(['tab-reviews']);
		unmount();
	});

	it('leaves the panels’ content to what lives there: a tab switch does not re-render it', async () => {
		const { wrapper, unmount } = hydrateTabs();
		await act(async () => {});
		const form = wrapper.querySelector('#commentform')!;
		const added = document.createElement('p');
		form.before(added);
		await act(async () => tabs(wrapper)[2].click());
		await act(async () => tabs(wrapper)[0].click());
		expect(added.isConnected).toBe(true);
		expect(wrapper.querySelector('#commentform')).toBe(form);
		unmount();
	});

	it('reads the real wc_single_product_params, and stays inert without the global as single-product.js does', () => {
		expect(readTabsProps()).toBeNull();
		g.wc_single_product_params = realParams;
		expect(readTabsProps()).toEqual({});
	});

	itLeavesNothingBehind({
		html: demoTabs,
		mount: (element, context) => {
			g.wc_single_product_params = realParams;
			return mount(element, context);
		},
		render,
		timers: true,
		use: (element) => element.querySelectorAll<HTMLElement>('a[role=tab]')[1]?.click(),
		usage: 'a tab switched',
	});
});
