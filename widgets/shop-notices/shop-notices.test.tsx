// @ts-ignore -- jquery ships no type declarations and @types/jquery is not installed.
import $ from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { html } from '../../demo/server/http/html';
import { noticesWrapper } from '../../demo/server/render/notices';
import { wcEvents } from '../../runtime/events';
import { printedFixtures } from '../../runtime/react/testing/printed-fixtures';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mountNotices from './index';
import { island } from './island';
import { ShopNotices, readShopNoticesProps } from './shop-notices';

const error = { type: 'error' as const, html: html`You cannot add another &quot;E-book&quot; to your cart. <a href="/cart/" class="button wc-forward">View cart</a>` };
const success = { type: 'success' as const, html: html`&ldquo;Mug&rdquo; has been added to your cart.` };
const info = { type: 'notice' as const, html: html`Your cart is currently empty.` };
const printed = [noticesWrapper([]), noticesWrapper([error]), noticesWrapper([success, info]), noticesWrapper([error, success, info])].flatMap((markup) =>
	printedFixtures(markup, island.selector).filter((fixtureHtml) => fixtureHtml.startsWith('<div class="woocommerce-notices-wrapper"')),
);

afterEach(() => {
	document.body.innerHTML = '';
	vi.useRealTimers();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

describe('shop notices', () => {
	itHydratesByteForByte('notices', printed, (element) => <ShopNotices element={element} />);

	it('a notice inside a wrapper belongs to the wrapper’s island', () => {
		const wrapper = fixture(String(noticesWrapper([error])));
		expect(readShopNoticesProps(wrapper)).toEqual({});
		expect(readShopNoticesProps(wrapper.querySelector('ul')!)).toBeNull();
		expect(readShopNoticesProps(fixture('<div class="woocommerce-message" role="alert">Saved</div>'))).toEqual({});
	});

	it('makes the first notice focusable, scrolls 100 px above it and focuses it after 500 ms', async () => {
		vi.useFakeTimers();
		vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
		const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
		const wrapper = fixture(String(noticesWrapper([error, success])));
		const notice = wrapper.querySelector<HTMLElement>('.woocommerce-error')!;
		vi.spyOn(notice, 'getBoundingClientRect').mockReturnValue({ top: 400 } as DOMRect);
		const unmount = hydrateForTest(wrapper, <ShopNotices element={wrapper} />);
		expect(notice.getAttribute('tabindex')).toBe('-1');
		expect(wrapper.querySelector('.woocommerce-message')!.hasAttribute('tabindex')).toBe(false);
		await act(async () => {
			vi.advanceTimersByTime(499);
		});
		expect(document.activeElement).not.toBe(notice);
		await act(async () => {
			vi.advanceTimersByTime(1);
		});
		expect(document.activeElement).toBe(notice);
		expect(scroll).toHaveBeenCalledWith(0, 300);
		unmount();
	});

	it('a notice inserted after the page was scanned (another island’s) is left alone: no tabindex, no focus', async () => {
		vi.useFakeTimers();
		const notice = fixture('<div class="woocommerce-message" role="alert">Product added to cart successfully</div>');
		const unmount = hydrateForTest(notice, <ShopNotices element={notice} printedWithPage={false} />);
		await act(async () => {
			vi.advanceTimersByTime(1000);
		});
		expect(notice.hasAttribute('tabindex')).toBe(false);
		expect(document.activeElement).not.toBe(notice);
		unmount();
	});

	it('focuses the first notice again after the classic cart changed', async () => {
		vi.useFakeTimers();
		const wrapper = fixture(String(noticesWrapper([])));
		const unmount = hydrateForTest(wrapper, <ShopNotices element={wrapper} />);
		// cart.js inserts its own notice, then tells the page.
		wrapper.insertAdjacentHTML('beforeend', '<div class="woocommerce-message" role="alert">Cart updated.</div>');
		wcEvents().emit('updated_wc_div');
		await act(async () => {
			vi.advanceTimersByTime(500);
		});
		expect(document.activeElement).toBe(wrapper.querySelector('.woocommerce-message'));
		unmount();
	});

	it('lends jQuery.scroll_to_notices and the apostrophe prefilter while mounted', async () => {
		const prefilters: Array<(options: { wc_encode_apostrophes?: boolean; data?: unknown }) => void> = [];
		vi.spyOn($, 'ajaxPrefilter').mockImplementation((filter: (typeof prefilters)[number]) => prefilters.push(filter));
		vi.stubGlobal('jQuery', $);
		const wrapper = fixture(String(noticesWrapper([])));
		const unmount = hydrateForTest(wrapper, <ShopNotices element={wrapper} />);
		expect(typeof ($ as { scroll_to_notices?: unknown }).scroll_to_notices).toBe('function');
		const optedIn = { wc_encode_apostrophes: true, data: "coupon_code=o'brien" };
		const other = { data: "q=o'brien" };
		for (const filter of prefilters) {
			filter(optedIn);
			filter(other);
		}
		expect(optedIn.data).toBe('coupon_code=o%27brien');
		expect(other.data).toBe("q=o'brien");
		unmount();
		expect(($ as { scroll_to_notices?: unknown }).scroll_to_notices).toBeUndefined();
	});

	// 100 rounds: slow on a busy machine.
	it('leaks no listener or timer over 100 mounts and unmounts', async () => {
		const cleared = vi.spyOn(globalThis, 'clearTimeout');
		const leaked = await countIslandLeaks({
			html: String(noticesWrapper([error])),
			mount: mountNotices,
			render: (element) => <ShopNotices element={element} />,
		});
		expect(leaked).toBe(0);
		expect(cleared.mock.calls.length).toBeGreaterThanOrEqual(100);
	}, 30_000);
});
