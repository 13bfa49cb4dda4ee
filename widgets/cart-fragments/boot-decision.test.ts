// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type StoredCart, decideBoot } from './boot-decision';

const NOW = 1_800_000_000_000;
const DAY = 86_400_000;
const fragments = {
	'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">Mug</div>',
	'a.cart-contents': '<a class="cart-contents">1 item</a>',
};

/** A tab that stored a cart an hour ago whose hash still matches the cookie. */
const stored = (overrides: Partial<StoredCart> = {}): StoredCart => ({
	storageWorks: true,
	fragments,
	hash: 'abc123',
	created: String(NOW - 3_600_000),
	cookieHash: 'abc123',
	itemsCookie: true,
	renderedFor: 'abc123',
	miniCartsPrinted: true,
	...overrides,
});

describe('decideBoot (contract §4.5)', () => {
	it('restores when the stored hash matches the cookie and the map has the mini-cart', () => {
		expect(decideBoot(stored(), NOW)).toEqual({ action: 'restore', fragments, expiresInMs: DAY - 3_600_000 });
	});

	it('computes expiresInMs from wc_cart_created', () => {
		const decision = decideBoot(stored({ created: String(NOW - DAY + 5000) }), NOW);
		expect(decision).toMatchObject({ action: 'restore', expiresInMs: 5000 });
	});

	it('restores an empty cart (no hash anywhere) without an expiry timer', () => {
		const empty = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' };
		expect(decideBoot(stored({ fragments: empty, hash: '', created: null, cookieHash: '', itemsCookie: false }), NOW)).toEqual({
			action: 'restore',
			fragments: empty,
			expiresInMs: null,
		});
	});

	it('refreshes when the cookie hash differs (the cart changed elsewhere)', () => {
		expect(decideBoot(stored({ cookieHash: 'other' }), NOW)).toEqual({ action: 'refresh' });
	});

	it('refreshes when the cookie is gone but a hash is stored (cart emptied or session expired)', () => {
		expect(decideBoot(stored({ cookieHash: '', itemsCookie: false }), NOW)).toEqual({ action: 'refresh' });
	});

	it('refreshes on a stored hash without wc_cart_created', () => {
		expect(decideBoot(stored({ created: null }), NOW)).toEqual({ action: 'refresh' });
	});

	it.each(['abc', 'NaN', 'Infinity'])('refreshes on a non-numeric wc_cart_created (%j)', (created) => {
		expect(decideBoot(stored({ created }), NOW)).toEqual({ action: 'refresh' });
	});

	it('refreshes when the stored cart is older than 24 h', () => {
		expect(decideBoot(stored({ created: String(NOW - DAY - 1) }), NOW)).toEqual({ action: 'refresh' });
	});

	it('still restores at exactly 24 h (the original refreshes only when created + 24 h < now)', () => {
		expect(decideBoot(stored({ created: String(NOW - DAY) }), NOW)).toMatchObject({ action: 'restore', expiresInMs: 0 });
	});

	it('refreshes when storage is broken, whatever else is known', () => {
		expect(decideBoot(stored({ storageWorks: false }), NOW)).toEqual({ action: 'refresh' });
		expect(
			decideBoot({ storageWorks: false, fragments: undefined, hash: '', created: null, cookieHash: '', itemsCookie: false, renderedFor: '', miniCartsPrinted: true }, NOW),
		).toEqual({ action: 'refresh' });
	});

	it('refreshes when the map lacks div.widget_shopping_cart_content', () => {
		expect(decideBoot(stored({ fragments: { 'a.cart-contents': '<a></a>' } }), NOW)).toEqual({ action: 'refresh' });
	});

	it('refreshes when nothing is stored but the server says there is a cart', () => {
		const nothingStored = { fragments: undefined, hash: '', created: null };
		expect(decideBoot(stored({ ...nothingStored, cookieHash: 'abc', itemsCookie: true }), NOW)).toEqual({ action: 'refresh' });
		expect(decideBoot(stored({ ...nothingStored, cookieHash: '', itemsCookie: true }), NOW)).toEqual({ action: 'refresh' });
	});

	const newVisitor = (renderedFor: string | null): StoredCart => ({
		storageWorks: true,
		fragments: undefined,
		hash: '',
		created: null,
		cookieHash: '',
		itemsCookie: false,
		renderedFor,
		miniCartsPrinted: true,
	});

	it('keeps the server-rendered cart when nothing is stored, no cart cookies, and the page was printed for an empty cart', () => {
		expect(decideBoot(newVisitor(''), NOW)).toEqual({ action: 'keep' });
	});

	it('refreshes a new visitor on a page printed for somebody’s cart (a page cache that caches everything)', () => {
		expect(decideBoot(newVisitor('abc123'), NOW)).toEqual({ action: 'refresh' });
	});

	it('refreshes a new visitor on a page nothing marked, as WooCommerce does (the bundle without the plugin)', () => {
		expect(decideBoot(newVisitor(null), NOW)).toEqual({ action: 'refresh' });
	});

	it('keeps the cart in a new tab when the page was printed for the cart the cookies name', () => {
		expect(decideBoot(stored({ fragments: undefined, hash: '', created: null }), NOW)).toEqual({ action: 'keep' });
		expect(decideBoot(stored({ fragments: undefined, hash: '', created: null, renderedFor: 'other' }), NOW)).toEqual({ action: 'refresh' });
	});

	it('refreshes where a mini-cart was printed as an empty placeholder for the fragments to fill (WooCommerce’s Cart widget)', () => {
		expect(decideBoot({ ...newVisitor(''), miniCartsPrinted: false }, NOW)).toEqual({ action: 'refresh' });
	});

	it('refreshes an empty-cart page when the items cookie says otherwise', () => {
		expect(decideBoot({ ...newVisitor(''), itemsCookie: true }, NOW)).toEqual({ action: 'refresh' });
	});
});
