/**
 * The "Add to wishlist" block, and the premium "Wishlist items" widget (the
 * same links in another region). It hydrates the printed container and
 * re-renders it from the server's fragment after each action (the container
 * is a `.wishlist-fragment`: its classes are its key, so they only ever come
 * from the server). Clicks: `.add_to_wishlist` adds (contract §3.1),
 * `.delete_item` removes (§3.3), `.remove_from_all_wishlists` removes
 * everywhere (§3.13), an `.open-pretty-photo` opener opens its popup: choose
 * a list (add) or move to another (§3.11b). With AJAX loading the empty
 * container asks for its content at start; on a variation choice the button
 * follows the variation (§7.5); the premium tooltip and dropdown show on
 * hover and focus (hints.tsx, §5.7). Results go to the toast and the live region;
 * failures keep the button usable and say why. What the entry held before the
 * island was there (`first-use.ts`: a click, a variation choice) is run once it
 * has hydrated; a held click's block is busy from its first render.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
	COOKIE_DISABLED_MESSAGE,
	isFragmentsReply,
	isRefusedReply,
} from '../../../contracts/wishlist';
import { announce } from '../../../runtime/announcer';
import { failureText } from '../../../runtime/http/ajax';
import type { IslandProps } from '../../../runtime/react/define-island';
import { type Enhance, serverTree } from '../../../runtime/react/server-tree';
import { useDomEvent } from '../../../runtime/react/use-dom-event';
import { useHydrated } from '../../../runtime/react/use-hydrated';
import { cookiesEnabled } from '../../../runtime/wishlist/cookies-enabled';
import { bodyEvents, documentEvents } from '../../../runtime/wishlist/events';
import { markProductInList, onProductInList } from '../../../runtime/wishlist/exists';
import { loadFragments, queueFirstLoad } from '../../../runtime/wishlist/first-load';
import { applyFragments, collectFragments, fragmentOptions, fragmentsApi, receiveFragments } from '../../../runtime/wishlist/fragments';
import { wishlistCall } from '../../../runtime/wishlist/request';
import { showToast, toastElement } from '../../../runtime/wishlist/toast';
import { type RebuildLists, onUserLists, publishUserLists } from '../../../runtime/wishlist/user-lists';
import { addData, filterAddData } from './add-data';
import { stalePage, unreadable, readAddOutcome, textOf } from './add-reply';
import { useHints } from './hints';
import { formChoice, swappedMarkup, variationEvent } from './variation-swap';
import type { AddToListDialog as AddToListDialogType, Feedback, ListChoice, moveItem as MoveItemType } from './add-to-list-dialog';
import type { Held } from './first-use';
import type { WishlistProps } from '../props';
import { __, sprintf } from '../../../runtime/i18n';

export interface WishlistButtonProps extends WishlistProps {
	held?: Held;
}

/** A popup's feedback for a failure of ours (plain text). */
const failure = (message: string): Feedback => ({ message, error: true, asText: true });

/** The printed container with `exists` added and, unless kept, its add button removed (a remove link in that box stays). */
function markedInList(printed: Element, removeButton: boolean): Element {
	const copy = printed.cloneNode(true) as Element;
	if (removeButton) copy.querySelector('.yith-wcwl-add-button .add_to_wishlist')?.closest('.yith-wcwl-add-button')?.remove();
	copy.classList.add('exists');
	return copy;
}

export function WishlistButton({ element, l10n, settings, held }: WishlistButtonProps & IslandProps) {
	const [printed, setPrinted] = useState(() => element.cloneNode(true) as Element);
	// The entry made the block busy at the held click: it stays so until the click has run.
	const [busy, setBusyState] = useState(() => Boolean(held?.link));
	// A double click lands before the busy render: the ref refuses it at once.
	const inFlight = useRef(false);
	const setBusy = (value: boolean) => {
		inFlight.current = value;
		setBusyState(value);
	};
	const hydrated = useHydrated();
	const glue = settings.glue;
	const productId = () => element.getAttribute('data-fragment-ref') ?? String(fragmentOptions(element).product_id ?? '');

	useEffect(() => receiveFragments(element, setPrinted), [element]);
	useEffect(
		() =>
			onProductInList((id, removeButton) => {
				if (element.classList.contains(`add-to-wishlist-${id}`)) setPrinted((current) => markedInList(current, removeButton));
			}),
		[element],
	);
	useEffect(
		() =>
			onUserLists((lists, rebuild) =>
				setPrinted((current) => {
					const copy = current.cloneNode(true) as Element;
					return rebuild(copy, lists) ? copy : current;
				}),
			),
		[element],
	);
	useEffect(() => {
		if (settings.notices) toastElement();
		if (settings.ajaxLoading && element.classList.contains('on-first-load') && !element.firstElementChild) queueFirstLoad(l10n, glue, element);
	}, []);
	const [reload, setReload] = useState(0);
	/** Follows a variation choice (or its reset); true when the button changed. */
	const follow = (chosen: ReturnType<typeof formChoice>): boolean => {
		const swapped = chosen && swappedMarkup(printed, chosen.parentId, chosen.variationId);
		if (!chosen || !swapped) return false;
		fragmentOptions(element).product_id = Number(chosen.variationId ?? chosen.parentId);
		setPrinted(swapped);
		if (settings.reloadOnFoundVariation) setReload((count) => count + 1);
		return true;
	};
	const onVariation = (event: Event) => void follow(variationEvent(event, element));
	useDomEvent(document, 'wc:found_variation', onVariation);
	useDomEvent(document, 'wc:reset_data', onVariation);
	// After the swapped classes are on the page, since they are the fragment key, and before another choice can change the options sent with them. Hidden ones reload too (§9 #20).
	useLayoutEffect(() => {
		if (!reload) return;
		setBusy(true);
		void loadFragments(l10n, glue, { fragments: [element], firstLoad: false }).finally(() => setBusy(false));
	}, [reload]);

	/** Work for after the next render is on the page: listeners and focus then meet the block as the reply left it. */
	const queued = useRef<Array<() => void>>([]);
	const [renders, setRenders] = useState(0);
	const whenRendered = (work: () => void) => {
		queued.current.push(work);
		setRenders((count) => count + 1);
	};
	useEffect(() => queued.current.splice(0).forEach((work) => work()), [renders]);

	/**
	 * A reply re-renders the block and the link the reader pressed may be gone (the add button
	 * becomes "Browse wishlist"): keyboard focus, which would fall to <body>, goes to the block's
	 * first control instead, so the reader stays where they were. Call before the request; the
	 * returned step runs once the reply is on the page.
	 */
	const keepFocus = () => {
		const inside = element.contains(document.activeElement);
		return () => {
			const focused = document.activeElement;
			if (!inside || (focused && focused !== document.body && focused.isConnected)) return;
			element.querySelector<HTMLElement>('a[href], button:not([disabled]), input:not([type="hidden"]), select, [tabindex]:not([tabindex="-1"])')?.focus();
		};
	};

	const say = (text: string, error: boolean, html?: string) => {
		announce(text, error ? 'assertive' : 'polite');
		if (settings.notices && (html || text)) showToast({ message: html ?? text, asText: html === undefined, error, timeoutMs: settings.popupTimeoutMs });
	};

	/** Sends the add; in popup mode the outcome goes to the popup's feedback instead of the toast. */
	async function add(link: Element, choice?: ListChoice): Promise<Feedback | null> {
		if (inFlight.current) return null;
		if (!cookiesEnabled()) {
			window.alert(settings.cookieDisabledMessage || COOKIE_DISABLED_MESSAGE);
			return null;
		}
		const pid = link.getAttribute('data-product-id') ?? '';
		const data = filterAddData(link, { ...addData(link, collectFragments(pid, glue)), ...choice });
		// §9 #10: fired only when the request is really sent.
		bodyEvents().emit('adding_to_wishlist');
		const refocusAfter = keepFocus();
		// The link as pressed: the reply may re-render it into another control before listeners hear of it.
		const pressed = link.cloneNode(true);
		setBusy(true);
		const outcome = readAddOutcome(await wishlistCall(l10n, 'add_to_wishlist', data));
		setBusy(false);
		// §5.5, popup mode: every popup offers the lists the server now holds (after this reply's fragments, which render this product's own).
		const offerLists = () => {
			if (choice && popup && outcome.reply?.user_wishlists) publishUserLists(outcome.reply.user_wishlists, popup.rebuildLists);
		};
		if (outcome.kind === 'failure') {
			offerLists();
			announce(outcome.text, 'assertive');
			if (choice) return outcome.html ? { message: outcome.html, error: true } : failure(outcome.text);
			if (settings.notices) showToast({ message: outcome.html ?? outcome.text, asText: outcome.html === undefined, error: true, timeoutMs: settings.popupTimeoutMs });
			return null;
		}
		const { reply, announcement } = outcome;
		const message = typeof reply.message === 'string' ? reply.message : '';
		applyFragments(reply.fragments, glue);
		offerLists();
		// The spec keeps the button whenever multiple lists are on (the contract also asks hide_add_button to be falsy).
		markProductInList(pid, !settings.multiWishlist);
		announce(announcement);
		// §9 #2: no toast for an empty message.
		if (!choice && message && settings.notices) showToast({ message, timeoutMs: settings.popupTimeoutMs });
		// As the plugin's: once the block shows the reply (`exists`), with the link pressed and its block.
		whenRendered(() => {
			documentEvents().emit('yith_wcwl_init_after_ajax');
			bodyEvents().emit('added_to_wishlist', [pressed, element]);
			refocusAfter();
		});
		return message ? { message, error: false } : { message: announcement, error: false, asText: true };
	}

	/** The popup an opener names (`href="#add_to_wishlist_popup_<pid>_<rand>"` or the move popup's), while its dialog is open. */
	const [popup, setPopup] = useState<{
		popup: Element;
		popupId: string;
		submit: Element;
		move: boolean;
		View: typeof AddToListDialogType;
		moveItem: typeof MoveItemType;
		rebuildLists: RebuildLists;
	} | null>(null);
	const openPopup = (opener: HTMLElement) => {
		const target = element.querySelector(`[id="${CSS.escape((opener.getAttribute('href') ?? '').replace(/^#/, ''))}"]`);
		// §5.1: in a footer, .move_to_wishlist is a move even when it also carries .add_to_wishlist.
		const moveSubmit = target?.querySelector('.yith-wcwl-popup-footer .move_to_wishlist');
		const submit = moveSubmit ?? target?.querySelector('.yith-wcwl-popup-footer .add_to_wishlist');
		if (!target || !submit) return;
		// Only multi-list sites need the popup and the dialog service: loaded on first use.
		void import('./add-to-list-dialog').then(
			({ AddToListDialog, moveItem, rebuildLists }) => setPopup({ popup: target, popupId: target.id, submit, move: Boolean(moveSubmit), View: AddToListDialog, moveItem, rebuildLists }),
			() => announce(__('The wishlist chooser could not be loaded. Check your connection and try again.'), 'assertive'),
		);
	};

	async function removeItem(link: Element, action: 'delete_item' | 'remove_from_all_wishlists'): Promise<Feedback | undefined> {
		if (inFlight.current) return;
		const pid = link.getAttribute('data-product-id') ?? productId();
		const collected = collectFragments(pid, glue);
		const fragments = Object.keys(collected).length ? collected : '';
		const fields =
			action === 'delete_item'
				? { item_id: link.getAttribute('data-item-id') ?? '', fragments }
				: { prod_id: pid, wishlist_id: link.getAttribute('data-wishlist-id') ?? '', fragments };
		const refocusAfter = keepFocus();
		const pressed = link.cloneNode(true);
		setBusy(true);
		const outcome = await wishlistCall(l10n, action, fields);
		setBusy(false);
		// The move popup's remove shows its outcome in the popup (§3.3: no toast from there).
		const inPopup = link.closest('.yith-wcwl-remove-button') !== null;
		const failed = (text: string): Feedback => (inPopup ? announce(text, 'assertive') : say(text, true), failure(text));
		/* translators: %s: why, a failure sentence */
		if (!outcome.ok) return failed(sprintf(__('The product was not removed. %s'), failureText(outcome)));
		if (isRefusedReply(outcome.data)) return failed(stalePage());
		if (!isFragmentsReply(outcome.data)) return failed(unreadable());
		const message = typeof outcome.data.message === 'string' ? outcome.data.message : '';
		applyFragments(outcome.data.fragments, glue);
		const removed = textOf(message) || __('Product removed from your wishlist.');
		announce(removed);
		if (message && settings.notices && !inPopup) showToast({ message, timeoutMs: settings.popupTimeoutMs });
		whenRendered(() => {
			documentEvents().emit('yith_wcwl_init_after_ajax');
			if (action === 'delete_item') bodyEvents().emit('removed_from_wishlist', [pressed, element]);
			refocusAfter();
		});
		return message ? { message, error: false } : { message: removed, error: false, asText: true };
	}

	const act = (link: HTMLElement) => {
		if (link.classList.contains('open-pretty-photo')) return openPopup(link);
		if (link.classList.contains('delete_item')) void removeItem(link, 'delete_item');
		else if (link.classList.contains('remove_from_all_wishlists')) void removeItem(link, 'remove_from_all_wishlists');
		else void add(link);
	};
	const onClick = (event: MouseEvent<HTMLElement>) => {
		event.preventDefault();
		act(event.currentTarget);
	};

	useEffect(() => {
		if (!hydrated) return;
		// The form's choice now, whichever of its events went by before the block was there.
		const swapped = follow(formChoice(element));
		// The hover or Tab that woke the block reached no handler yet: it is heard now (the tooltip, the dropdown).
		for (const node of element.querySelectorAll(':hover')) node.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
		const focused = document.activeElement;
		if (focused && element.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		const link = held?.link;
		if (!held || !link) return;
		held.link = undefined;
		const run = () => {
			setBusyState(false);
			act(link);
		};
		// After a variation swap, the link carries the variation's id once that render is on the page.
		if (swapped) setTimeout(run);
		else run();
	}, [hydrated]);

	// A link with role=button answers Space too.
	const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
		if (event.key === ' ') onClick(event as unknown as MouseEvent<HTMLElement>);
	};

	const hints = useHints(l10n, hydrated);
	const blockProps = (node: Element) => {
		// The open dialog carries the printed popup's id meanwhile: one element per id.
		if (popup && popup.popupId && node.id === popup.popupId) return { id: undefined };
		if (node === printed) return hydrated && { 'data-wcwl-island': '', 'aria-busy': busy && !printed.querySelector('.content') ? 'true' : undefined };
		// §3.13: the items widget's box is what goes busy.
		if (node.classList.contains('content') && node.parentElement === printed) return hydrated && { 'aria-busy': busy ? 'true' : undefined };
		const action = node.localName === 'a' && ['add_to_wishlist', 'delete_item', 'remove_from_all_wishlists', 'open-pretty-photo'].some((name) => node.classList.contains(name));
		if (!action) return null;
		// The printed popup's own footer link stays inert: the dialog has its own form.
		if (node.closest('.yith-wcwl-popup')) return null;
		return { onClick, onKeyDown, ...(hydrated && { role: 'button', 'aria-disabled': busy ? 'true' : undefined, 'aria-haspopup': node.classList.contains('open-pretty-photo') ? 'dialog' : undefined }) };
	};
	// The tooltip and dropdown (§5.7) add their props on top of the block's.
	const enhance: Enhance = (node) => {
		const base = blockProps(node) || {};
		return { ...base, ...hints.props(node, base, enhance) };
	};
	const tree = serverTree(printed, enhance);
	return (
		<>
			{tree}
			{popup && (
				<popup.View
					popup={popup.popup}
					popupId={popup.popupId}
					settings={settings}
					move={popup.move}
					onChoose={async (choice) =>
						popup.move ? popup.moveItem(l10n, glue, fragmentsApi, popup.submit, choice, publishUserLists) : ((await add(popup.submit, choice)) ?? failure(__('The product was not added to your wishlist.')))
					}
					onRemove={async () => {
						const link = popup.popup.querySelector('.yith-wcwl-remove-button .delete_item');
						return (link && (await removeItem(link, 'delete_item'))) || failure(__('The product was not removed.'));
					}}
					onClose={() => setPopup(null)}
				/>
			)}
		</>
	);
}

