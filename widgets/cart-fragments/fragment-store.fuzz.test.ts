/**
 * Property-based tests of the fragment cache in Web Storage: whatever
 * sessionStorage and localStorage hold under WooCommerce's keys (corrupt
 * JSON, wrong shapes, huge entries, `__proto__` keys), the store reads a
 * fragment map or nothing, text or nothing, and never throws.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { fuzz, HOSTILE_KEYS, hostileText, hostileValue } from '../../contracts/fuzz.fixtures';
import { isFragments } from '../../contracts/woocommerce';
import { fragmentStore } from './fragment-store';

beforeEach(() => {
	sessionStorage.clear();
	localStorage.clear();
});

const KEYS = ['div.widget_shopping_cart_content', 'a.cart-contents', 'span.count'];

/** Storage keys as a theme or plugin might name them, hostile ones included. */
const storageKey = fc.oneof(fc.constantFrom('wc_fragments_1b9c', 'wc_cart_hash_1b9c', ...HOSTILE_KEYS), fc.string({ minLength: 1, maxLength: 8 }));

/** A stored entry: random text, or the JSON of a hostile value. */
const entry = fc.oneof(hostileText, hostileValue(KEYS).map((value) => JSON.stringify(value) ?? 'undefined'));

describe('fragmentStore reads', () => {
	it('a fragment map or undefined, and text for the hash and creation time', () => {
		fuzz(fc.record({ fragmentName: storageKey, hashKey: storageKey, fragments: entry, sessionHash: fc.option(entry), localHash: fc.option(entry), created: fc.option(entry) }), (input) => {
			sessionStorage.clear();
			localStorage.clear();
			sessionStorage.setItem(input.fragmentName, input.fragments);
			if (input.sessionHash !== null) sessionStorage.setItem(input.hashKey, input.sessionHash);
			if (input.localHash !== null) localStorage.setItem(input.hashKey, input.localHash);
			if (input.created !== null) sessionStorage.setItem('wc_cart_created', input.created);
			const store = fragmentStore({ ajax_url: '/a', wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_hash_key: input.hashKey, fragment_name: input.fragmentName, request_timeout: '5000' });
			const fragments = store.readFragments();
			expect(fragments === undefined || isFragments(fragments)).toBe(true);
			expect(typeof store.readHash()).toBe('string');
			const created = store.readCreated();
			expect(created === null || typeof created === 'string').toBe(true);
			expect(typeof store.changedElsewhere()).toBe('boolean');
		});
	});

	it('removes a corrupt map, so the next read is clean', () => {
		sessionStorage.setItem('wc_fragments_1b9c', '{"__proto__":{"polluted":"yes"}}');
		const store = fragmentStore({ ajax_url: '/a', wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_hash_key: 'h', fragment_name: 'wc_fragments_1b9c', request_timeout: '5000' });
		expect(store.readFragments()).toBeUndefined();
		expect(sessionStorage.getItem('wc_fragments_1b9c')).toBeNull();
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
	});

	it('reads a key named after an Object method as absent (found by the property: happy-dom answered the method)', () => {
		const store = fragmentStore({ ajax_url: '/a', wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_hash_key: 'toString', fragment_name: 'constructor', request_timeout: '5000' });
		expect(store.readHash()).toBe('');
		expect(store.readFragments()).toBeUndefined();
	});
});
