/**
 * What woocommerce.js offers the scripts that show notices (cart.js,
 * checkout.js, payment gateways), while a notices island is on the page:
 * `jQuery.scroll_to_notices($el)`, the ajax prefilter that encodes
 * apostrophes for requests that opt in with `wc_encode_apostrophes`, and the
 * focus on the first notice after the classic cart changed
 * (`item_removed_from_classic_cart`, `updated_wc_div`). The notices those
 * scripts insert are theirs, not an island's: the one that gets the focus is
 * made focusable here.
 *
 * Installed once however many notice islands mount; released with the last.
 * jQuery cannot remove a prefilter, so that one is added once per page; it
 * only touches requests that ask for it.
 */
import { jQueryOnPage, wcEvents } from '../../runtime/events';
import { firstNotice } from './notice-selector';
import { FOCUS_DELAY_MS, focusNotice, scrollToNotice } from './scroll-to-notice';

interface JQueryWithAjax {
	scroll_to_notices?: (target: { length: number; 0?: Element }) => void;
	ajaxPrefilter?: (filter: (options: { wc_encode_apostrophes?: boolean; data?: unknown }) => void) => void;
}

let users = 0;
let release: (() => void) | undefined;
let prefiltered = false;

const scrollToNotices: NonNullable<JQueryWithAjax['scroll_to_notices']> = (target) => scrollToNotice(target[0]);

function install(): () => void {
	const $ = jQueryOnPage() as unknown as JQueryWithAjax | undefined;
	if ($) {
		$.scroll_to_notices = scrollToNotices;
		if (!prefiltered) {
			prefiltered = true;
			$.ajaxPrefilter?.((options) => {
				if (options.wc_encode_apostrophes === true && typeof options.data === 'string') options.data = options.data.replace(/'/g, '%27');
			});
		}
	}
	let timer: ReturnType<typeof setTimeout> | undefined;
	const refocus = () => {
		const notice = firstNotice();
		if (!notice) return;
		notice.tabIndex = -1;
		clearTimeout(timer);
		timer = setTimeout(() => focusNotice(notice), FOCUS_DELAY_MS);
	};
	const offs = ['item_removed_from_classic_cart', 'updated_wc_div'].map((name) => wcEvents().on(name, refocus));
	return () => {
		clearTimeout(timer);
		for (const off of offs) off();
		if ($?.scroll_to_notices === scrollToNotices) delete $.scroll_to_notices;
	};
}

/** Installs the compat for one more island; the returned function releases it. */
export function acquirePageCompat(): () => void {
	if (users++ === 0) release = install();
	let released = false;
	return () => {
		if (released) return;
		released = true;
		if (--users === 0) release?.();
	};
}
