import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WishlistL10n } from '../../contracts/wishlist';
import { queueFirstLoad } from './first-load';

const l10n = { ajax_url: '/wp-admin/admin-ajax.php', actions: { load_fragments: 'load_fragments' }, nonce: { load_fragments_nonce: 'n0nce' } } as unknown as WishlistL10n;
const block = (id: number) =>
	`<div class="yith-wcwl-add-to-wishlist add-to-wishlist-${id} wishlist-fragment on-first-load" data-fragment-ref="${id}" data-fragment-options="{&quot;product_id&quot;:${id}}"></div>`;

afterEach(() => vi.unstubAllGlobals());

describe('the AJAX-loading first load', () => {
	it('asks once for a container that wakes after the start-up request went out (below the fold), not twice', async () => {
		let answer!: (response: Response) => void;
		const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
		vi.stubGlobal('fetch', fetchMock);
		document.body.innerHTML = block(12) + block(13);
		const [top, belowFold] = [...document.querySelectorAll('.wishlist-fragment')];
		queueFirstLoad(l10n, '.', top!);
		await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
		// The start-up request named both; the second container's island mounts while the reply is on its way.
		expect(decodeURIComponent(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toContain('add-to-wishlist-13');
		queueFirstLoad(l10n, '.', belowFold!);
		await new Promise((resolve) => setTimeout(resolve, 60));
		expect(fetchMock).toHaveBeenCalledTimes(1);
		answer(new Response(JSON.stringify({ fragments: {} })));
	});
});
