/**
 * The widgets the QA page lists. One entry per widget: its name (as used in
 * `data-islands-off`), the markup it mounts on, where to find it and what to
 * try. Adding a widget to the demo means adding one line here.
 */

export interface QaWidget {
	name: string;
	markup: string;
	pages: readonly string[];
	tryIt: string;
}

export const QA_WIDGETS: readonly QaWidget[] = [
	{ name: 'add-to-cart', markup: '<a href="?add-to-cart=11" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="11" data-product_sku="MUG-1" …>Add to cart</a>', pages: ['/shop/', '/', '/demo/many-buttons/?n=200'], tryIt: 'Click "Add to cart": spinner, then a check mark and one "View cart" link; the header cart updates without a reload. "Select options" and "Read more" must navigate.' },
	{ name: 'mini-cart', markup: '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart …"><li …><a class="remove remove_from_cart_button" data-cart_item_key="…">&times;</a>', pages: ['/shop/', '/cart/'], tryIt: 'Open the header cart and press × on a line: the line is blocked, then disappears; with fault mode on, the link is followed instead.' },
	{ name: 'cart-fragments', markup: 'wc_cart_fragments_params + div.widget_shopping_cart_content, a.cart-contents', pages: ['/', '/shop/'], tryIt: 'Add in one tab, then look at another tab: its header cart catches up. Reload with an unchanged cart: no get_refreshed_fragments request.' },
];
