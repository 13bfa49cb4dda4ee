/**
 * Frequently Bought Together's "add to wishlist" (contract §3.8): the fields
 * come from the first `.cart.wishlist_table` and the clicked element; no
 * fragments. The reply is HTML (the list's shortcode output); only the
 * regions it contains replace their page counterparts (§9 #13), and a JSON
 * reply (a stale nonce) is a failure. A lazy part: fetched on the first click.
 */
import { parseServerHtml } from '../../../runtime/dom/server-html';
import type { WishlistL10n } from '../../../contracts/wishlist';
import { isRefusedReply } from '../../../contracts/wishlist';
import { announce } from '../../../runtime/announcer';
import { failureText } from '../../../runtime/http/ajax';
import { pageTopOf, scrollPageTo } from '../../../runtime/scroll';
import { cookiesEnabled } from '../../../runtime/wishlist/cookies-enabled';
import { documentEvents } from '../../../runtime/wishlist/events';
import { wishlistCall } from '../../../runtime/wishlist/request';
import { stalePage, unreadable } from './messages';
import { __, sprintf } from '../../../runtime/i18n';

export interface ReloadHost {
	element: HTMLElement;
	l10n: WishlistL10n;
	cookieDisabledMessage: string;
	setBusy: (busy: boolean) => void;
	replaceWith: (form: Element) => void;
}

/** The click on `clicked`: the cookie check (§7.3), then the request, the scroll to the form and the swap. */
export async function reloadWithProduct(host: ReloadHost, clicked: Element): Promise<void> {
	if (!cookiesEnabled()) return window.alert(host.cookieDisabledMessage);
	const fields = reloadFields(host.element.querySelector('.cart.wishlist_table'), clicked);
	void scrollPageTo(Math.max(0, pageTopOf(host.element) - 20), 500);
	host.setBusy(true);
	const outcome = await wishlistCall(host.l10n, 'reload_wishlist_and_adding_elem', fields);
	host.setBusy(false);
	const fail = (text: string) => announce(text, 'assertive');
	if (outcome.ok) return fail(isRefusedReply(outcome.data) ? stalePage() : unreadable());
	const regions = outcome.kind === 'non-json' ? readReloadReply(outcome.text) : null;
	if (!regions) return fail(outcome.kind === 'non-json' ? unreadable() : /* translators: %s: why, a failure sentence */ sprintf(__('Adding the product failed. %s'), failureText(outcome)));
	if (regions.slider) document.querySelector('.yith-wfbt-slider-wrapper')?.replaceWith(regions.slider);
	if (regions.form) host.replaceWith(regions.form);
	announce(__('Product added to the wishlist.'));
	documentEvents().emit('yith_wcwl_init_after_ajax');
	documentEvents().emit('yith_wcwl_reload_wishlist_from_frequently');
}
export function reloadFields(table: Element | null, clicked: Element): Record<string, string> {
	return {
		pagination: table?.getAttribute('data-pagination') ?? '',
		per_page: table?.getAttribute('data-per-page') ?? '',
		wishlist_id: table?.getAttribute('data-id') ?? '',
		wishlist_token: table?.getAttribute('data-token') ?? '',
		add_to_wishlist: clicked.getAttribute('data-product-id') ?? '',
		product_type: clicked.getAttribute('data-product-type') ?? '',
	};
}

export interface ReloadedRegions {
	form: Element | null;
	slider: Element | null;
}

/** The regions of an HTML reply; null when the reply is not HTML with either region. */
export function readReloadReply(text: string): ReloadedRegions | null {
	if (/^\s*[[{]/.test(text)) return null;
	const page = parseServerHtml('wishlist-template', text);
	const form = page.querySelector('#yith-wcwl-form');
	const slider = page.querySelector('.yith-wfbt-slider-wrapper');
	return form || slider ? { form, slider } : null;
}
