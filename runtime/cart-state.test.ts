import { effect } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { cartState, commitCart } from './cart-state';

describe('cart state', () => {
	it('starts as the server-rendered page, with no fragments', () => {
		expect(cartState().value).toEqual({ fragments: null, hash: '', origin: 'server-page' });
	});

	it('publishes each commit to subscribers', () => {
		const seen: string[] = [];
		const dispose = effect(() => {
			seen.push(`${cartState().value.origin}:${cartState().value.hash}`);
		});
		commitCart({ a: '<a></a>' }, 'h1', 'added');
		commitCart({ a: '<a></a>' }, '', 'removed');
		dispose();
		expect(seen).toEqual(['server-page:', 'added:h1', 'removed:']);
		expect(cartState().value.fragments).toEqual({ a: '<a></a>' });
	});
});
