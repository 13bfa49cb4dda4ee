/** contracts/variations.ts: what the real WooCommerce 10.9 sends must not make a variation list unreadable. */
import { describe, expect, it } from 'vitest';
import { isProductVariations, isWcVariation, parseProductVariations } from './variations';

/** `get_available_variation()` of a variation without its own picture, as WooCommerce 10.9.4 printed it. */
const withoutPicture = {
	attributes: { attribute_size: 'M' },
	availability_html: '<p class="stock out-of-stock">Out of stock</p>\n',
	backorders_allowed: false,
	dimensions: { length: '', width: '', height: '' },
	dimensions_html: 'N/A',
	display_price: 32,
	display_regular_price: 32,
	image: { title: '', caption: '', url: '', alt: '', src: '', srcset: false, sizes: false },
	image_id: 0,
	is_in_stock: false,
	is_purchasable: true,
	is_sold_individually: 'no',
	max_qty: '',
	min_qty: 1,
	price_html: '<span class="price">$32.00</span>',
	sku: 'TEST-VAR-M',
	variation_description: '',
	variation_id: 17,
	variation_is_active: true,
	variation_is_visible: true,
};

describe('a variation without its own picture', () => {
	it('accepts srcset and sizes sent as false', () => {
		expect(isWcVariation(withoutPicture)).toBe(true);
		expect(parseProductVariations(JSON.stringify([withoutPicture]))).toEqual([withoutPicture]);
	});

	it('accepts alt and title sent as false, which the client drops like srcset', () => {
		expect(isWcVariation({ ...withoutPicture, image: { ...withoutPicture.image, alt: false, title: false } })).toBe(true);
	});

	it('still refuses a picture whose src is not text (the client would have no safe URL to check)', () => {
		expect(isWcVariation({ ...withoutPicture, image: { ...withoutPicture.image, src: false } })).toBe(false);
	});
});

describe('keys the client never reads', () => {
	it('cannot make the list unreadable', () => {
		const odd = { ...withoutPicture, display_price: '32.00', display_regular_price: null, image_id: [] };
		expect(isWcVariation(odd)).toBe(true);
		expect(isProductVariations([withoutPicture, odd])).toBe(true);
	});
});
