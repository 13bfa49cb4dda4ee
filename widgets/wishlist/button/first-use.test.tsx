import { afterEach, describe, expect, it, vi } from 'vitest';
import { wishlistSettings } from '../../../contracts/wishlist';
import { act, fixture, hydrateForTest, testContext } from '../../../runtime/react/testing/island-kit';
import { loadFailed, type MountBlock, holdUntilUsed } from './first-use';
import { testL10n } from './fixtures';
import { WishlistButton } from './wishlist-button';

const l10n = testL10n();
const settings = wishlistSettings(l10n);

const printed =
	'<div class="yith-wcwl-add-to-wishlist add-to-wishlist-15 wishlist-fragment on-first-load" data-fragment-ref="15" data-fragment-options="{&quot;product_id&quot;:15}">' +
	'<div class="yith-wcwl-add-button"><a href="?add_to_wishlist=15&amp;_wpnonce=x" class="add_to_wishlist single_add_to_wishlist" data-product-id="15" data-product-type="simple" rel="nofollow"><span>Add to wishlist</span></a></div></div>';

/** The island the entry's part mounts, through the test kit (both frameworks). */
const mountBlock: MountBlock = (element, _context, held) => hydrateForTest(element, <WishlistButton element={element} l10n={l10n} settings={settings} held={held} />);

const settle = () => act(async () => {
	for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
});

/** Clicks `link` and says whether the click's default was prevented. */
function click(link: HTMLElement): boolean {
	let prevented = false;
	const record = (event: Event) => {
		prevented = event.defaultPrevented;
		event.preventDefault();
	};
	document.addEventListener('click', record, { once: true });
	link.click();
	return prevented;
}

afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('the add block before its code is there', () => {
	it('a click is busy in its own task, held while the code loads, and sent once the island has hydrated', async () => {
		let release = () => {};
		const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = () => resolve(new Response(JSON.stringify({ prod_id: 15, result: 'true', message: false, fragments: [] }))))));
		vi.stubGlobal('fetch', fetch);
		let arrive: (mount: MountBlock) => void = () => {};
		const load = vi.fn(() => new Promise<MountBlock>((resolve) => (arrive = resolve)));
		const element = fixture(printed);
		const link = element.querySelector('a')!;
		const unmount = holdUntilUsed(element, testContext(), load);

		expect(click(link)).toBe(true);
		expect(element.getAttribute('aria-busy')).toBe('true');
		expect(click(link)).toBe(true);
		expect(load).toHaveBeenCalledOnce();
		expect(fetch).not.toHaveBeenCalled();

		arrive(mountBlock);
		await settle();
		expect(fetch).toHaveBeenCalledOnce();
		expect(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)).toMatch(/^action=add_to_wishlist&nonce=abc&context=frontend&add_to_wishlist=15&/);
		expect(element.getAttribute('aria-busy')).toBe('true');
		expect(link.getAttribute('role')).toBe('button');

		release();
		await settle();
		expect(element.getAttribute('aria-busy')).toBeNull();
		unmount();
	});

	it('pointer or focus on the block hydrates it, without a click', async () => {
		const load = vi.fn(() => Promise.resolve(mountBlock));
		const element = fixture(printed);
		const unmount = holdUntilUsed(element, testContext(), load);
		expect(load).not.toHaveBeenCalled();
		element.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		element.dispatchEvent(new PointerEvent('pointerenter'));
		await settle();
		expect(load).toHaveBeenCalledOnce();
		expect(element.querySelector('a')!.getAttribute('role')).toBe('button');
		expect(element.getAttribute('aria-busy')).toBeNull();
		unmount();
	});

	it('a variation chosen before the block was there (the form mounts first) wakes it at once, and the button follows it', async () => {
		const load = vi.fn(() => Promise.resolve(mountBlock));
		const product = fixture(`<div class="product"><form class="variations_form" data-product_id="15"><input type="hidden" class="variation_id" name="variation_id" value="16"></form>${printed}</div>`);
		const element = product.querySelector<HTMLElement>('.yith-wcwl-add-to-wishlist')!;
		const unmount = holdUntilUsed(element, testContext(), load);
		expect(load).toHaveBeenCalledOnce();
		await settle();
		expect(element.querySelector('a.add_to_wishlist')!.getAttribute('data-product-id')).toBe('16');
		expect(element.getAttribute('data-fragment-ref')).toBe('16');
		unmount();
	});

	it('a variation form that has chosen nothing yet (variation_id 0) leaves the block asleep', () => {
		const load = vi.fn(() => Promise.resolve(mountBlock));
		const product = fixture(`<div class="product"><form class="variations_form" data-product_id="15"><input type="hidden" class="variation_id" name="variation_id" value="0"></form>${printed}</div>`);
		holdUntilUsed(product.querySelector<HTMLElement>('.yith-wcwl-add-to-wishlist')!, testContext(), load);
		expect(load).not.toHaveBeenCalled();
	});

	it("a variation chosen later in the block's own product wakes it; one in a product nested inside (related products) does not, and document gets no listener per block", () => {
		const load = vi.fn(() => new Promise<MountBlock>(() => {}));
		const product = fixture(
			`<div class="product"><form class="variations_form" data-product_id="15"><input type="hidden" class="variation_id" name="variation_id" value="0"></form>${printed}` +
				'<ul><li class="product"><form class="variations_form" data-product_id="30"></form></li></ul></div>',
		);
		const onDocument = vi.spyOn(document, 'addEventListener');
		holdUntilUsed(product.querySelector<HTMLElement>('.yith-wcwl-add-to-wishlist')!, testContext(), load);
		expect(onDocument).not.toHaveBeenCalled();
		const [own, nested] = product.querySelectorAll('form');
		nested.dispatchEvent(new CustomEvent('wc:found_variation', { bubbles: true, detail: [{ variation_id: 31 }] }));
		expect(load).not.toHaveBeenCalled();
		own.dispatchEvent(new CustomEvent('wc:found_variation', { bubbles: true, detail: [{ variation_id: 16 }] }));
		expect(load).toHaveBeenCalledOnce();
		onDocument.mockRestore();
	});

	it('a block printed empty (AJAX loading) asks for its code at once', () => {
		const load = vi.fn(() => new Promise<MountBlock>(() => {}));
		const element = fixture('<div class="yith-wcwl-add-to-wishlist add-to-wishlist-15 wishlist-fragment on-first-load" data-fragment-options="{}"></div>');
		holdUntilUsed(element, testContext(), load);
		expect(load).toHaveBeenCalledOnce();
	});

	it('when the code cannot be fetched, the block is not busy, the reader is told, and the printed link works again', async () => {
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		const element = fixture(printed);
		const link = element.querySelector('a')!;
		holdUntilUsed(element, testContext(), () => Promise.reject(new Error('404')));
		expect(click(link)).toBe(true);
		expect(element.getAttribute('aria-busy')).toBe('true');
		await settle();
		expect(element.getAttribute('aria-busy')).toBeNull();
		expect(document.querySelector('#yith-wcwl-message')!.textContent).toContain(loadFailed());
		expect(document.querySelector('#yith-wcwl-popup-message')!.getAttribute('style')).toContain('display: block');
		expect(click(link)).toBe(false);
	});
});
