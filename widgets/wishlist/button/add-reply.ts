/**
 * What an add_to_wishlist outcome means for the reader (contract §3.1, §9
 * #1, #2, #24): success ('true'/'exists'), a refusal ('error' or a stale
 * nonce), or a failed request; the sentence to announce and the toast to show.
 */
import { parseServerHtml } from '../../../runtime/dom/server-html';
import { type AddToWishlistReply, isAddToWishlistReply, isRefusedReply } from '../../../contracts/wishlist';
import { type AjaxOutcome, failureText } from '../../../runtime/http/ajax';
import { __, sprintf } from '../../../runtime/i18n';

export const stalePage = () => __('This page is out of date. Reload it and try again.');
export const addedText = () => __('Product added to your wishlist.');
export const alreadyText = () => __('The product is already in your wishlist!');
export const unreadable = () => __('The wishlist could not be updated: the server sent an unexpected answer.');

export type AddOutcome =
	| { kind: 'success'; reply: AddToWishlistReply; announcement: string }
	| { kind: 'failure'; reply?: AddToWishlistReply; text: string; html?: string };

/** Plain text of server HTML (a reply's `message`), for the live region. */
export function textOf(html: string): string {
	return (parseServerHtml('wishlist-message', html).textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function readAddOutcome(outcome: AjaxOutcome): AddOutcome {
	if (!outcome.ok) return { kind: 'failure', text: /* translators: %s: why, a failure sentence */ sprintf(__('The product was not added to your wishlist. %s'), failureText(outcome)) };
	const data = outcome.data;
	if (isRefusedReply(data)) return { kind: 'failure', text: stalePage() };
	if (!isAddToWishlistReply(data)) return { kind: 'failure', text: unreadable() };
	const message = typeof data.message === 'string' ? data.message : '';
	if (data.result === 'error') return { kind: 'failure', reply: data, text: textOf(message) || __('The product was not added to your wishlist.'), html: message || undefined };
	return { kind: 'success', reply: data, announcement: textOf(message) || (data.result === 'true' ? addedText() : alreadyText()) };
}
