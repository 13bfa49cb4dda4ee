import { describe, expect, it } from 'vitest';
import { withoutClasses } from './differential';
import type { EndState } from './end-state';

const state = (overrides: Partial<EndState>): EndState => ({ url: '/', server: {}, elements: {}, announced: [], alerts: [], focus: 'body', events: [], neighbours: [], ...overrides });

describe('the islands’ marker classes, set aside', () => {
	it('takes them out of class lists and element descriptions, and nothing else', () => {
		const [found, rest] = withoutClasses(
			state({
				elements: { 'a.button': [{ classes: ['button', 'islands-ready', 'added'], text: 'View cart', visible: true }] },
				focus: 'a.add_to_cart_button.islands-ready.loading[data-product_id=11] "Add to cart"',
				announced: ['Sorry, this product is unavailable. Please choose a different combination.', 'Product successfully removed.'],
				events: [{ name: 'added_to_cart', target: 'body', path: '/shop/', args: [{ element: 'a.islands-ready' }] }],
			}),
			'islands-',
		);
		expect(found).toEqual(['islands-ready']);
		expect(rest.elements['a.button']![0]!.classes).toEqual(['button', 'added']);
		expect(rest.focus).toBe('a.add_to_cart_button.loading[data-product_id=11] "Add to cart"');
		expect(rest.events[0]!.args).toEqual([{ element: 'a' }]);
		// Texts keep their full stops.
		expect(rest.announced).toEqual(['Sorry, this product is unavailable. Please choose a different combination.', 'Product successfully removed.']);
	});
});
