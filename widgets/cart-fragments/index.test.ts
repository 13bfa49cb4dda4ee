import { afterAll, describe, expect, it, vi } from 'vitest';
import mount from './index';

const g = globalThis as Record<string, unknown>;
const context = { name: 'cart-fragments', idPrefix: 'island-1-' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 15));

afterAll(() => {
	delete g.wc_cart_fragments_params;
	document.cookie = 'woocommerce_items_in_cart=; max-age=-1; path=/';
	vi.unstubAllGlobals();
});

describe('cart-fragments island mount', () => {
	it('is inert without wc_cart_fragments_params, then starts once per page', async () => {
		const fetchMock = vi.fn(async () => new Response(JSON.stringify({ fragments: {}, cart_hash: '' })));
		vi.stubGlobal('fetch', fetchMock);
		document.cookie = 'woocommerce_items_in_cart=1; path=/';
		document.body.innerHTML = '<div class="widget_shopping_cart_content"></div><a class="cart-contents"></a>';

		mount(document.body.firstElementChild as HTMLElement, context);
		await settle();
		expect(fetchMock).not.toHaveBeenCalled();

		g.wc_cart_fragments_params = {
			ajax_url: '/wp-admin/admin-ajax.php',
			wc_ajax_url: '/?wc-ajax=%%endpoint%%',
			cart_hash_key: 'wc_cart_hash_x',
			fragment_name: 'wc_fragments_x',
			request_timeout: '5000',
		};
		// Both fragment targets are islands of this widget: the second mount must not start it again.
		mount(document.body.firstElementChild as HTMLElement, context);
		mount(document.body.lastElementChild as HTMLElement, context);
		await settle();
		expect(fetchMock).toHaveBeenCalledTimes(1);
		expect(fetchMock.mock.calls[0]).toContain('/?wc-ajax=get_refreshed_fragments');
	});

	it('stays inert with a corrupt global, with one warning', async () => {
		vi.resetModules();
		const { default: freshMount } = await import('./index');
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		const fetchMock = vi.fn();
		vi.stubGlobal('fetch', fetchMock);
		g.wc_cart_fragments_params = { request_timeout: 5000 };
		freshMount(document.body.firstElementChild as HTMLElement, context);
		await settle();
		expect(fetchMock).not.toHaveBeenCalled();
		expect(warn).toHaveBeenCalledTimes(1);
	});
});
