// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { md5 } from '../crypto';
import { Cart, cartItemKey } from './cart';
import { addToCart, addedNotice, requestedQuantity, updateQuantity } from './cart-rules';
import { findProduct } from './catalogue';

const add = (cart: Cart, id: number, quantity = 1) => addToCart(cart, findProduct(id), quantity);
const text = (notice: { value: string } | null | undefined) => notice?.value.replace(/<[^>]+>/g, '') ?? null;

describe('cart lines and keys', () => {
	it('keys a simple product like WooCommerce (md5 of the id) and a variation by parent, variation and attributes', () => {
		expect(cartItemKey(11, 0, {})).toBe(md5('11'));
		expect(cartItemKey(15, 18, { attribute_pa_color: 'blue', attribute_pa_size: 'l' })).toBe(md5('15_18_attribute_pa_colorblueattribute_pa_sizel'));
	});

	it('adds, then increments the same line instead of adding a second one', () => {
		const cart = new Cart();
		const first = add(cart, 11);
		const second = add(cart, 11, 2);
		expect(first.ok && second.ok).toBe(true);
		expect(cart.lines).toHaveLength(1);
		expect(cart.lines[0]).toMatchObject({ key: md5('11'), productId: 11, variationId: 0, quantity: 3 });
		expect(cart.itemCount()).toBe(3);
		expect(cart.total()).toBe(3600);
	});

	it('stores a variation under its parent id with its attributes', () => {
		const cart = new Cart();
		expect(add(cart, 18).ok).toBe(true);
		expect(cart.lines[0]).toMatchObject({ productId: 15, variationId: 18, variation: { attribute_pa_color: 'blue', attribute_pa_size: 'l' } });
	});

	it('removes a line and reports unknown keys', () => {
		const cart = new Cart();
		add(cart, 11);
		expect(cart.remove('0'.repeat(32))).toBeUndefined();
		expect(cart.remove(md5('11'))?.productId).toBe(11);
		expect(cart.isEmpty()).toBe(true);
	});
});

describe('cart hash', () => {
	it('is "" for an empty cart and changes with every change of contents', () => {
		const cart = new Cart();
		expect(cart.hash()).toBe('');
		add(cart, 11);
		const one = cart.hash();
		expect(one).toMatch(/^[0-9a-f]{32}$/);
		add(cart, 11);
		const two = cart.hash();
		expect(two).not.toBe(one);
		add(cart, 12);
		expect(cart.hash()).not.toBe(two);
		cart.remove(md5('11'));
		cart.remove(md5('12'));
		expect(cart.hash()).toBe('');
	});

	it('is the same for the same contents', () => {
		const a = new Cart();
		const b = new Cart();
		add(a, 11, 2);
		add(b, 11, 2);
		expect(a.hash()).toBe(b.hash());
	});
});

describe('add-to-cart rules', () => {
	it('refuses a second sold-individually item with WooCommerce’s notice and the product page', () => {
		const cart = new Cart();
		const first = add(cart, 14, 5);
		expect(first.ok && first.quantity).toBe(1);
		const again = add(cart, 14);
		expect(again.ok).toBe(false);
		if (again.ok) return;
		expect(again.product?.slug).toBe('e-book');
		expect(text(again.notice)).toBe('View cart You cannot add another &ldquo;E-book&rdquo; to your cart.');
		expect(cart.quantityOf(14)).toBe(1);
	});

	it('limits quantities to the stock, counting what is already in the cart', () => {
		const cart = new Cart();
		const tooMany = add(cart, 13, 4);
		expect(!tooMany.ok && text(tooMany.notice)).toBe(
			'You cannot add that amount of &quot;Poster&quot; to the cart because there is not enough stock (3 remaining).',
		);
		expect(add(cart, 13, 3).ok).toBe(true);
		const more = add(cart, 13, 1);
		expect(!more.ok && text(more.notice)).toBe(
			'View cart You cannot add that amount to the cart &mdash; we have 3 in stock and you already have 3 in your cart.',
		);
		expect(add(cart, 18, 2).ok).toBe(true);
		expect(add(cart, 18, 1).ok).toBe(false);
	});

	it('refuses out-of-stock products and variations', () => {
		const cart = new Cart();
		const umbrella = add(cart, 25);
		expect(!umbrella.ok && umbrella.product?.slug).toBe('umbrella');
		expect(!umbrella.ok && text(umbrella.notice)).toBe('You cannot add &quot;Umbrella&quot; to the cart because the product is out of stock.');
		const greenL = add(cart, 21);
		expect(!greenL.ok && greenL.product?.slug).toBe('hoodie');
		expect(cart.isEmpty()).toBe(true);
	});

	it('sends a variable parent id to its product page with "choose options"', () => {
		const outcome = add(new Cart(), 15);
		expect(outcome.ok).toBe(false);
		if (outcome.ok) return;
		expect(outcome.product?.slug).toBe('hoodie');
		expect(outcome.notice?.value).toBe('Please choose product options by visiting <a href="/product/hoodie/" title="Hoodie">Hoodie</a>.');
	});

	it('has no product page and no notice for an unknown id', () => {
		expect(add(new Cart(), 999999)).toEqual({ ok: false, product: undefined, notice: null });
	});

	it('reads quantity like WooCommerce: empty or "0" → 1, else intval; ≤ 0 fails without a notice', () => {
		expect([undefined, '', '0', '3', '2abc', 'abc', '-2'].map(requestedQuantity)).toEqual([1, 1, 1, 3, 2, 0, -2]);
		const outcome = add(new Cart(), 11, -2);
		expect(!outcome.ok && outcome.notice).toBe(null);
	});

	it('updates quantities on the cart page within the same limits', () => {
		const cart = new Cart();
		add(cart, 13);
		add(cart, 14);
		expect(text(updateQuantity(cart, md5('13'), 9))).toContain('(3 available)');
		expect(text(updateQuantity(cart, md5('14'), 2))).toBe('You can only have 1 E-book in your cart.');
		expect(updateQuantity(cart, md5('13'), 2)).toBeNull();
		expect(updateQuantity(cart, md5('14'), 0)).toBeNull();
		expect(cart.lines.map((l) => [l.productId, l.quantity])).toEqual([[13, 2]]);
	});

	it('words the success notice with quantity and plural like WooCommerce', () => {
		expect(text(addedNotice([{ name: 'Mug', quantity: 1 }]))).toBe('View cart &ldquo;Mug&rdquo; has been added to your cart.');
		expect(text(addedNotice([{ name: 'Mug', quantity: 2 }]))).toBe('View cart 2 &times; &ldquo;Mug&rdquo; have been added to your cart.');
	});
});
