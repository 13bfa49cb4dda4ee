import { beforeEach, describe, expect, it } from 'vitest';
import { fragmentStore } from './fragment-store';

const params = {
	ajax_url: '/wp-admin/admin-ajax.php',
	wc_ajax_url: '/?wc-ajax=%%endpoint%%',
	cart_hash_key: 'wc_cart_hash_1b9c',
	fragment_name: 'wc_fragments_1b9c',
	request_timeout: '5000',
};

beforeEach(() => {
	sessionStorage.clear();
	localStorage.clear();
});

describe("fragmentStore uses WooCommerce's exact keys (contract §4.5)", () => {
	it('save writes the map to sessionStorage and the hash to both storages', () => {
		const fragments = { 'div.widget_shopping_cart_content': '<div>“Mug”</div>' };
		fragmentStore(params).save(fragments, 'abc');
		expect(sessionStorage.getItem('wc_fragments_1b9c')).toBe(JSON.stringify(fragments));
		expect(sessionStorage.getItem('wc_cart_hash_1b9c')).toBe('abc');
		expect(localStorage.getItem('wc_cart_hash_1b9c')).toBe('abc');
		expect(localStorage.getItem('wc_fragments_1b9c')).toBeNull();
	});

	it('markCreated writes wc_cart_created as a ms string', () => {
		fragmentStore(params).markCreated(1_700_000_000_123);
		expect(sessionStorage.getItem('wc_cart_created')).toBe('1700000000123');
	});

	it('reads what the original script stored', () => {
		sessionStorage.setItem('wc_fragments_1b9c', '{"a.cart-contents":"<a>1</a>"}');
		sessionStorage.setItem('wc_cart_hash_1b9c', 'h');
		sessionStorage.setItem('wc_cart_created', '123');
		const store = fragmentStore(params);
		expect(store.readFragments()).toEqual({ 'a.cart-contents': '<a>1</a>' });
		expect(store.readHash()).toBe('h');
		expect(store.readCreated()).toBe('123');
	});

	it('reads nothing as undefined / "" / null, and drops a corrupt map', () => {
		const store = fragmentStore(params);
		expect(store.readFragments()).toBeUndefined();
		expect(store.readHash()).toBe('');
		expect(store.readCreated()).toBeNull();
		sessionStorage.setItem('wc_fragments_1b9c', 'not json');
		expect(store.readFragments()).toBeUndefined();
		expect(sessionStorage.getItem('wc_fragments_1b9c')).toBeNull();
	});

	it('changedElsewhere compares the two storages', () => {
		const store = fragmentStore(params);
		store.save({}, 'same');
		expect(store.changedElsewhere()).toBe(false);
		localStorage.setItem('wc_cart_hash_1b9c', 'other tab');
		expect(store.changedElsewhere()).toBe(true);
	});
});
