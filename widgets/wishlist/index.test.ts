import { afterEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '../../runtime/react/testing/island-kit';
import { testL10n } from './button/fixtures';
import mount from './index';

const block = (id: number, firstLoad: boolean) =>
	`<div class="yith-wcwl-add-to-wishlist add-to-wishlist-${id} wishlist-fragment${firstLoad ? ' on-first-load' : ''}" data-fragment-ref="${id}" data-fragment-options="{&quot;product_id&quot;:${id}}"></div>`;

/** The fragments a load_fragments request asked for, by product. */
const asked = (fetch: ReturnType<typeof vi.fn>) =>
	fetch.mock.calls.map(([, init]) => {
		const body = new URLSearchParams(String((init as RequestInit).body));
		expect(body.get('action')).toBe('load_fragments');
		return [...body.keys()].filter((key) => key.endsWith('[product_id]')).map((key) => body.get(key));
	});

afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('the wishlist entry', () => {
	it('reloads the fragments when a third party asks (yith_wcwl_reload_fragments, yith_infs_added_elem), as the plugin’s script does', async () => {
		vi.stubGlobal('yith_wcwl_l10n', testL10n());
		const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ fragments: {} }))));
		vi.stubGlobal('fetch', fetch);
		document.body.innerHTML = `${block(11, true)}${block(12, false)}<ul class="products"></ul>`;
		await mount(document.querySelector<HTMLElement>('.add-to-wishlist-11')!, testContext());

		// No search: the first-load containers only.
		document.dispatchEvent(new CustomEvent('yith_wcwl_reload_fragments'));
		await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
		// A search of its own, merged over the first-load one.
		document.dispatchEvent(new CustomEvent('yith_wcwl_reload_fragments', { detail: [{ firstLoad: false }] }));
		await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
		// An infinite scroll's new products.
		const added = document.querySelector('ul.products')!;
		added.innerHTML = block(13, false);
		document.dispatchEvent(new CustomEvent('yith_infs_added_elem', { detail: [added] }));
		await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));

		expect(asked(fetch)).toEqual([['11'], ['11', '12'], ['13']]);
	});
});
