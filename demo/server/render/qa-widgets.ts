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
	{ name: 'quantity', markup: 'input.qty[min] printed with a value below min (not in the cart table)', pages: ['/product/notebook/'], tryIt: 'The Notebook needs at least 2: its quantity shows 2, not the printed 1.' },
	{ name: 'password-toggle', markup: '.woocommerce form .woocommerce-Input[type=password], .woocommerce form span > input[type=password]', pages: ['/my-account/', '/my-account/edit-account/'], tryIt: 'Each password field gets an eye button (in span.password-input): Enter or a click shows the password as text and back, the caret stays in the field.' },
	{ name: 'ordering', markup: '.woocommerce-ordering select.orderby, .woocommerce-result-count', pages: ['/shop/', '/shop/?orderby=price'], tryIt: 'Choose another sort order: the shop reloads in that order (?orderby=…; without JavaScript the Sort button does it). After the sort the count is hidden from screen readers, then rendered anew 2 s later, so it is announced once the page settled.' },
	{ name: 'field-description', markup: '.woocommerce-input-wrapper span.description', pages: ['/my-account/edit-account/'], tryIt: 'Focus "Display name": its description slides open; Escape or a click elsewhere closes it.' },
	{ name: 'shop-notices', markup: '.woocommerce-notices-wrapper, [role=alert] notices (.woocommerce-message, .woocommerce-error, .wc-block-components-notice-banner)', pages: ['/shop/', '/cart/'], tryIt: 'Add the E-book twice: the product page opens with an error notice, which is scrolled to and focused. jQuery.scroll_to_notices exists for cart and checkout scripts.' },
	{ name: 'account-form', markup: '.jeg_account_right form (form.woocommerce-EditAccountForm)', pages: ['/my-account/edit-account/', '/my-account/edit-account/?blocked=1'], tryIt: 'Change the first name: the display-name select offers it, once. With ?blocked=1 (onsubmit="false") saving does nothing and the page jumps to the top.' },
	{ name: 'cart-remove-key', markup: 'a.remove_from_cart_button, only while wc_add_to_cart_params is not printed', pages: ['/cart/'], tryIt: 'With AJAX add to cart switched off, Space on a mini-cart × removes the line through its link.' },
	{ name: 'variations', markup: 'form.variations_form[data-product_variations], swatches ul.variable-items-wrapper[data-attribute_name] li.variable-item[data-value][data-title]', pages: ['/product/hoodie/', '/product/t-shirt/', '/product/poster-print/'], tryIt: 'Choose options (swatches on the Hoodie, selects on the T-shirt, a server lookup on the Poster print with 36 variations): price, stock and the add button follow the chosen variation; out-of-stock combinations are disabled.' },
];
