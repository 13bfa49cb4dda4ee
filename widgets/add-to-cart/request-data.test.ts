// @ts-ignore -- jquery ships no type declarations and @types/jquery is not installed.
import $ from 'jquery';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formBody } from '../../runtime/http/form-encode';
import { addToCartData, hasProductId } from './request-data';

const g = globalThis as { jQuery?: unknown };
const jq = $ as unknown as (el: Element) => { data(key: string, value: unknown): void; removeData(): void };

let button: HTMLElement;
beforeEach(() => {
	document.body.innerHTML = `<a href="?add-to-cart=280" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart"
		data-product_id="280" data-product_sku="MUG-1" aria-label="Add to cart: “Mug”" rel="nofollow"
		data-success_message="“Mug” has been added to your cart" data-foo-bar="baz" role="button">Add to cart</a>`;
	button = document.querySelector('a')!;
});
afterEach(() => {
	delete g.jQuery;
});

describe('addToCartData (contract §3.2)', () => {
	it('sends every data-* under its dataset name, and nothing else', () => {
		expect(addToCartData(button)).toEqual({
			quantity: '1',
			product_id: '280',
			product_sku: 'MUG-1',
			success_message: '“Mug” has been added to your cart',
			fooBar: 'baz',
		});
	});

	it('produces the contract body for the default simple-product button', () => {
		button.removeAttribute('data-foo-bar');
		expect(formBody(addToCartData(button))).toBe(
			'quantity=1&product_id=280&product_sku=MUG-1&success_message=%E2%80%9CMug%E2%80%9D+has+been+added+to+your+cart',
		);
	});

	it('returns a fresh object each time (listeners may mutate it)', () => {
		const first = addToCartData(button);
		first.product_id = '1';
		expect(addToCartData(button).product_id).toBe('280');
	});

	describe('with jQuery', () => {
		beforeEach(() => {
			g.jQuery = $;
		});
		afterEach(() => jq(button).removeData());

		it('keeps values stored with .data(key, value), and the raw dataset strings win', () => {
			jq(button).data('product_id', 999);
			jq(button).data('wishlist_id', 7);
			jq(button).data('remove_from_wishlist_after_add_to_cart', 'yes');
			jq(button).data('options', { size: 'S' });
			const data = addToCartData(button);
			expect(data.product_id).toBe('280');
			expect(data.quantity).toBe('1');
			expect(data.wishlist_id).toBe(7);
			expect(data.remove_from_wishlist_after_add_to_cart).toBe('yes');
			expect(data.options).toEqual({ size: 'S' });
			expect(formBody(data)).toContain('wishlist_id=7');
			expect(formBody(data)).toContain('options%5Bsize%5D=S');
		});

		it('does not change jQuery\'s own data store', () => {
			jq(button).data('wishlist_id', 7);
			addToCartData(button).wishlist_id = 8;
			expect(addToCartData(button).wishlist_id).toBe(7);
		});
	});
});

describe('hasProductId', () => {
	it('is true only for a non-empty data-product_id', () => {
		expect(hasProductId(button)).toBe(true);
		button.setAttribute('data-product_id', '');
		expect(hasProductId(button)).toBe(false);
		button.removeAttribute('data-product_id');
		expect(hasProductId(button)).toBe(false);
	});
});
