/**
 * One wishlist admin-ajax call (contract §2): POST to `ajax_url` with
 * `action` (from `l10n.actions`), the per-action nonce from the current page's
 * `l10n.nonce` (never stored), `context=frontend`, the fields jQuery-encoded,
 * jQuery's XHR headers and the site-ajax language field (spec §7). Never throws: every outcome is a value.
 */
import { WISHLIST_ACTION_KEYS, type WishlistAction, type WishlistL10n, nonceKey } from '../../contracts/wishlist';
import { requestTimeoutMs } from '../config';
import type { AjaxOutcome } from '../http/ajax';
import { siteAjax } from '../http/site-ajax';

/** False when the server has no handler for the action (its key is missing from `l10n.actions`, §9 #4). */
export const hasAction = (l10n: WishlistL10n, action: WishlistAction): boolean => Boolean(l10n.actions[WISHLIST_ACTION_KEYS[action]]);

export function wishlistCall(l10n: WishlistL10n, action: WishlistAction, fields: Record<string, unknown>, signal?: AbortSignal): Promise<AjaxOutcome> {
	const form = { action: l10n.actions[WISHLIST_ACTION_KEYS[action]] ?? action, nonce: l10n.nonce[nonceKey(action)] ?? '', context: 'frontend', ...fields };
	return siteAjax(l10n.ajax_url, { form, timeoutMs: requestTimeoutMs(), signal, asXhr: true });
}
