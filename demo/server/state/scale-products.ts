/**
 * Synthetic products for the scale pages (`/demo/scale/wishlist/`): a wishlist
 * holds a product once, so 500 rows need 500 products. Hidden from every
 * listing (shop, related, cross-sells, the many-buttons page); found by id and
 * slug, so rows, their pictures, the cart and the wishlist actions treat them
 * as any other simple product.
 */
import type { SimpleProduct } from './catalogue';

export const SCALE_PRODUCT_COUNT = 500;
const FIRST_ID = 1001;
const TILES = ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed', '#be123c'];

export const SCALE_PRODUCTS: readonly SimpleProduct[] = Array.from({ length: SCALE_PRODUCT_COUNT }, (_, index) => {
	const n = index + 1;
	return {
		type: 'simple',
		id: FIRST_ID + index,
		slug: `scale-item-${n}`,
		name: `Scale item ${n}`,
		sku: `SCALE-${n}`,
		price: 100 + (index % 50) * 10,
		stock: null,
		inStock: true,
		soldIndividually: false,
		categories: ['scale'],
		tile: TILES[index % TILES.length],
		description: `Synthetic product ${n} of ${SCALE_PRODUCT_COUNT}, for the scale pages.`,
		hidden: true,
	};
});
