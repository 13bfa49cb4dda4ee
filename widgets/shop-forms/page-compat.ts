/**
 * What woocommerce.js offers the rest of the page, installed once:
 * `jQuery.scroll_to_notices($el)` and the ajax prefilter that encodes
 * apostrophes for requests that opt in with `wc_encode_apostrophes`
 * (cart.js and checkout.js rely on both); focus on the first notice again
 * after the classic cart changed; and, only when add-to-cart is not
 * localized, Space on a mini-cart remove link acts as a click (with the
 * params, the mini-cart island does that itself).
 */
import { jQueryOnPage, wcEvents } from '../../runtime/events';
import { focusFirstNotice, scrollToNotices } from './notices';

interface JQueryWithAjax {
	scroll_to_notices?: (target: { length: number; 0?: Element }) => void;
	ajaxPrefilter?: (filter: (options: { wc_encode_apostrophes?: boolean; data?: unknown }) => void) => void;
}

let installed = false;

export function installPageCompat(): void {
	if (installed) return;
	installed = true;
	const $ = jQueryOnPage() as unknown as JQueryWithAjax | undefined;
	if ($) {
		$.scroll_to_notices = (target) => scrollToNotices(target[0]);
		$.ajaxPrefilter?.((options) => {
			if (options.wc_encode_apostrophes === true && typeof options.data === 'string')
				options.data = options.data.replace(/'/g, '%27');
		});
	}
	for (const name of ['item_removed_from_classic_cart', 'updated_wc_div']) wcEvents().on(name, () => focusFirstNotice());
	if ('wc_add_to_cart_params' in window) return;
	document.addEventListener('keydown', (event) => {
		const link = (event.target as Element | null)?.closest?.<HTMLElement>('.remove_from_cart_button');
		if (event.key !== ' ' || !link) return;
		event.preventDefault();
		link.click();
	});
}
