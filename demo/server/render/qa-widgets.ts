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
	{ name: 'order-attribution', markup: 'wc_order_attribution (script#wc-order-attribution-js-extra) + <wc-order-attribution-inputs></wc-order-attribution-inputs> in form.woocommerce-checkout and form.woocommerce-form-register', pages: ['/?utm_source=newsletter&utm_medium=email', '/checkout/', '/my-account/', '/?tracking=0'], tryIt: 'Land with utm_ parameters, add to cart, place an order: /demo/api/orders shows the _wc_order_attribution_* meta and the order page shows "Source: Newsletter". With ?tracking=0 no sbjs_ cookies are written and the order is "Unknown".' },
	{ name: 'store-notice', markup: '<p class="woocommerce-store-notice demo_store" data-notice-id="…" style="display:none;">… <a href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>', pages: ['/', '/shop/'], tryIt: 'The notice shows at the bottom; "Dismiss" (or Enter/Space on it) hides it at once and it stays hidden after a reload (cookie store_notice<id>=hidden).' },
	{ name: 'coming-soon', markup: "<div id='coming-soon-footer-banner'>… <a class='coming-soon-footer-banner-dismiss' data-rest-url='…/wp-json/wp/v2/users/1' data-rest-nonce='…'></a></div>", pages: ['/demo/#accounts', '/shop/'], tryIt: 'Log in as admin: the banner shows on shop pages. Dismiss it: it hides at once, and the POST to the user route stores the flag (it stays hidden after a reload until the next login). After "Expire every nonce" the POST gets 403 and the banner still hides.' },
	{ name: 'shop-forms', markup: 'input.qty[min] (value below min), .woocommerce form input[type=password], [role=alert] notices, .woocommerce-ordering select.orderby, .woocommerce-result-count, .jeg_account_right form.woocommerce-EditAccountForm', pages: ['/product/notebook/', '/my-account/', '/shop/?orderby=price', '/my-account/edit-account/'], tryIt: 'Notebook quantity is raised to 2; password fields get a show/hide button; the ordering select submits on change; the first alert notice gets focus; edit account: description slides open on focus, ?blocked=1 stops the submission.' },
	{ name: 'variations', markup: 'form.variations_form[data-product_variations], swatches ul.variable-items-wrapper[data-attribute_name] li.variable-item[data-value][data-title]', pages: ['/product/hoodie/', '/product/t-shirt/', '/product/poster-print/'], tryIt: 'Choose options (swatches on the Hoodie, selects on the T-shirt, a server lookup on the Poster print with 36 variations): price, stock and the add button follow the chosen variation; out-of-stock combinations are disabled.' },
	{ name: 'lightbox', markup: '<a href="photo.jpg" rel="prettyPhoto[set]" title="Description"><img alt="Title" …></a>, a[data-rel^="prettyPhoto"], a.zoom', pages: ['/demo/gallery/', '/demo/gallery/?n=40'], tryIt: 'Click a photo: the dialog shows it with "1/5"; arrows, Play (5 s), thumbnails, Escape; focus goes back to the thumbnail. The broken image says it cannot be loaded. Reload with #prettyPhoto[photos]/2/: the third photo opens.' },
	{ name: 'dialog-opener', markup: '<button data-dialog-open="terms">…</button> <div id="terms" hidden data-dialog-title="Terms" data-dialog-autoclose="3000">…</div>', pages: ['/demo/dialog/'], tryIt: 'Open the terms: Tab stays inside, Escape closes, focus returns to the button, the page does not shift. The notice closes itself after 3 s unless the pointer rests on it.' },
];
