/**
 * The QA page's test buttons: loop add-to-cart buttons as a theme or plugin may print them
 * wrongly. They sit on `/demo/`, a shop page, so the add-to-cart island handles them here.
 */
import { type Html, html } from '../http/html';

/** An id no product has; WooCommerce answers `{"error":true,"product_url":false}` (contract §3.2). */
export const UNKNOWN_PRODUCT_ID = 999999;

const button = (href: string, productId: string, text: string): Html =>
	html`<a href="${href}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${productId}" rel="nofollow" role="button">${text}</a>`;

export const qaTestButtons = (): Html =>
	html`<section aria-labelledby="test-buttons"><h2 id="test-buttons">Test buttons</h2><ul class="qa-list"><li>${button('?add-to-cart=11', '', 'Add to cart (empty data-product_id)')} &mdash; no AJAX request: the link is followed and adds the Mug without JavaScript, then this page shows the notice.</li><li>${button(`?add-to-cart=${UNKNOWN_PRODUCT_ID}`, String(UNKNOWN_PRODUCT_ID), `Add to cart (unknown product ${UNKNOWN_PRODUCT_ID})`)} &mdash; the add is sent; WooCommerce answers <code>{"error":true,"product_url":false}</code> and adds nothing; the button says it could not add.</li></ul></section>`;
