/**
 * move_to_another_wishlist from the add block's move popup (contract
 * §3.11b): the origin list's token from the footer button, the chosen token
 * (or `new` with a name and visibility), the product id as `item_id`, and the
 * fragments showing the product. Nothing is sent when an identifier is
 * missing. The outcome is the popup's feedback: the server's message (HTML)
 * or why it failed; the page's fragments are applied, every add popup offers
 * the lists of the reply (§3.11b) and `moved_to_another_wishlist` fires on body. In the popup's lazy part, so
 * the fragment functions are the entry's, handed over (`FragmentsApi`): a
 * lazy part importing runtime/wishlist/fragments.ts would get its own copy,
 * without the page's in-memory options and hydrated receivers (so is the
 * lists publisher, `offerLists`).
 */
import { type WishlistL10n, isFragmentsReply, isRefusedReply } from '../../../contracts/wishlist';
import type { FragmentsApi } from '../../../runtime/wishlist/fragments';
import { rebuildLists } from '../../../runtime/wishlist/list-rebuild';
import type { publishUserLists } from '../../../runtime/wishlist/user-lists';
import { announce } from '../../../runtime/announcer';
import { failureText } from '../../../runtime/http/ajax';
import { bodyEvents, documentEvents } from '../../../runtime/wishlist/events';
import { wishlistCall } from '../../../runtime/wishlist/request';
import type { Feedback, ListChoice } from './add-to-list-dialog';
import { stalePage, unreadable, textOf } from './add-reply';
import { __, sprintf } from '../../../runtime/i18n';

export const notMoved = () => __('The product was not moved.');

export async function moveItem(
	l10n: WishlistL10n,
	glue: string,
	{ applyFragments, collectFragments }: FragmentsApi,
	submit: Element,
	choice: ListChoice,
	offerLists: typeof publishUserLists,
): Promise<Feedback> {
	const pid = submit.getAttribute('data-product-id') ?? '';
	const collected = collectFragments(pid, glue);
	const fields = {
		wishlist_token: submit.getAttribute('data-origin-wishlist-id') ?? '',
		destination_wishlist_token: choice.wishlist_id,
		item_id: pid,
		...(choice.wishlist_id === 'new' && { wishlist_name: choice.wishlist_name, wishlist_visibility: choice.wishlist_visibility }),
		fragments: Object.keys(collected).length ? collected : '',
	};
	const failed = (text: string): Feedback => (announce(text, 'assertive'), { message: text, error: true, asText: true });
	if (!fields.wishlist_token || !fields.destination_wishlist_token || !pid) return failed(notMoved());
	const outcome = await wishlistCall(l10n, 'move_to_another_wishlist', fields);
	/* translators: %s: why, a failure sentence */
	if (!outcome.ok) return failed(sprintf(__('The product was not moved. %s'), failureText(outcome)));
	if (isRefusedReply(outcome.data)) return failed(stalePage());
	if (!isFragmentsReply(outcome.data)) return failed(unreadable());
	const message = typeof outcome.data.message === 'string' ? outcome.data.message : '';
	if (outcome.data.result === false) return failed(textOf(message) || notMoved());
	applyFragments(outcome.data.fragments, glue);
	if (outcome.data.user_wishlists) offerLists(outcome.data.user_wishlists, rebuildLists);
	announce(textOf(message) || __('Product moved.'));
	documentEvents().emit('yith_wcwl_init_after_ajax');
	bodyEvents().emit('moved_to_another_wishlist', [fields, pid]);
	return message ? { message, error: false } : { message: __('Product moved.'), error: false, asText: true };
}
