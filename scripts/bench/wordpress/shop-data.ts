/**
 * What the bench stages on its shop: the 200-product category page (made once, kept in the
 * bench's folder), and a visitor's cart or wishlist put in through the context's own cookies
 * before a page opens, so the page under measure is the visitor's first with that state.
 */
import type { BrowserContext } from 'playwright-core';
import { wpEval } from '../../e2e/wordpress/server';

export const MANY_PRODUCTS_PATH = '/product-category/bench-200/';

/** Makes the category `bench-200` hold 200 simple products (wordpress/bench-helper keeps them off /shop/); returns how many it made. */
export function ensureManyProducts(): number {
	return Number(
		wpEval(`
			$term = term_exists('bench-200', 'product_cat') ?: wp_insert_term('Bench 200', 'product_cat', array('slug' => 'bench-200'));
			$term_id = (int) $term['term_id'];
			$have = count(get_posts(array('post_type' => 'product', 'post_status' => 'publish', 'fields' => 'ids', 'numberposts' => -1,
				'tax_query' => array(array('taxonomy' => 'product_cat', 'field' => 'term_id', 'terms' => $term_id)))));
			for ($i = $have + 1; $i <= 200; $i++) {
				$product = new WC_Product_Simple();
				$product->set_name(sprintf('Bench Product %03d', $i));
				$product->set_regular_price('5.00');
				$product->set_category_ids(array($term_id));
				$product->save();
			}
			echo max(0, 200 - $have);
		`),
	);
}

export async function seedCart(context: BrowserContext, productIds: number[]): Promise<void> {
	for (const id of productIds) {
		const response = await context.request.post('/?wc-ajax=add_to_cart', { form: { product_id: id, quantity: 1 } });
		if (!response.ok()) throw new Error(`add_to_cart ${id}: HTTP ${response.status()}`);
	}
}

/** Follows each product's own "Add to wishlist" link (with its nonce) from /shop/, as a visitor without scripts would. */
export async function seedWishlist(context: BrowserContext, productIds: number[]): Promise<void> {
	const html = await (await context.request.get('/shop/')).text();
	for (const id of productIds) {
		const href = new RegExp(`href="([^"]*[?&;]add_to_wishlist=${id}\\b[^"]*)"`).exec(html)?.[1];
		if (!href) throw new Error(`no add-to-wishlist link for product ${id} on /shop/`);
		// The link is relative to /shop/ and its `&` are HTML entities.
		const link = new URL(href.replace(/&(#038|amp);/g, '&'), 'http://shop/shop/');
		const response = await context.request.get(link.pathname + link.search);
		if (!response.ok()) throw new Error(`add_to_wishlist ${id}: HTTP ${response.status()}`);
	}
}
