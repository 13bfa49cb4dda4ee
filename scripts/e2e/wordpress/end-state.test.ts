import { describe, expect, it } from 'vitest';
import { elementSets, sameForEveryVisitor } from './end-state';

describe('an end state, the same for every visitor', () => {
	it('makes nonces, list tokens and ids, item ids, order keys and review addresses equal; leaves the rest', () => {
		const visitor = {
			url: '/checkout/order-received/123/?key=wc_order_AbC123xYz',
			review: '/product/test-hoodie/?unapproved=145&moderation-hash=dd1b3fb29575aa3aac644a76fecbbeed#comment-145',
			link: '/?add_to_wishlist=11&_wpnonce=0123456789',
			share: 'http://127.0.0.1:8891/wishlist/view/UEJ7DP1K41PS/',
			row: '<tr data-item-id="42"><a data-id="7" data-token="UEJ7DP1K41PS">',
			args: { security: 'abcdef0123', wishlist_id: 7, product_id: 11 },
			said: 'Test Mug removed. Price: $12.50.',
		};
		expect(sameForEveryVisitor(visitor)).toEqual({
			url: '/checkout/order-received/ORDER/?key=KEY',
			review: '/product/test-hoodie/?unapproved=COMMENT&moderation-hash=HASH#comment-COMMENT',
			link: '/?add_to_wishlist=11&_wpnonce=NONCE',
			share: 'http://127.0.0.1:8891/wishlist/view/TOKEN/',
			row: '<tr data-item-id="ITEM"><a data-id="LIST" data-token="TOKEN">',
			args: { security: 'VISITOR', wishlist_id: 'VISITOR', product_id: 11 },
			said: 'Test Mug removed. Price: $12.50.',
		});
	});

	it('reads a set of elements as one kind of value: a jQuery collection and an array alike, a set of one as that element', () => {
		const one = { element: 'a.button' };
		expect(elementSets([one])).toEqual(one);
		expect(elementSets([one, { element: 'div.x' }])).toEqual({ jquery: ['a.button', 'div.x'] });
		expect(elementSets(['text', one])).toEqual(['text', one]);
	});
});
