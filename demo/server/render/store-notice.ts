/**
 * WooCommerce's store notice (contract §2.7): printed hidden, so without JavaScript it never
 * shows. Its `data-notice-id` is the md5 of the text, so a new text is a new notice that shows
 * again even where the old one was dismissed. The QA page picks the text.
 */
import { md5 } from '../crypto';
import { type Html, html, raw } from '../http/html';

/** The texts (HTML, as the option stores it) the QA page offers; `demo` is WooCommerce's default. */
const STORE_NOTICES: Readonly<Record<string, string>> = {
	demo: 'This is a demo store for testing purposes &mdash; no orders shall be fulfilled.',
	sale: 'Winter sale: 20% off every print until Sunday.',
	shipping: 'Orders placed after Thursday ship on Monday &mdash; thank you for your patience.',
};

export function storeNotice(key: string): Html {
	const text = STORE_NOTICES[key] ?? STORE_NOTICES.demo;
	return html`<p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="${md5(text)}" style="display:none;">${raw(text)} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`;
}
