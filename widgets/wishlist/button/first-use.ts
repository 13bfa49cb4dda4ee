/**
 * The add block (and the items widget) until it is used: at page load it is
 * the printed markup and a few listeners, and the wishlist's code is fetched
 * when the reader shows intent (a pointer or focus on the block), when its
 * product's variation form has a variation chosen (at mount, or later: the
 * button follows it), or at once for a block printed empty (AJAX loading asks
 * for its content at start); then the block hydrates. A click on an action
 * link before that goes busy in the click's own frame (`aria-busy` where the
 * island puts it), is held, and is run by the island once it has hydrated. If
 * the code cannot be fetched, the block is no longer busy, the reader is told
 * (toast and live region), and its links work as printed: the plugin's add and
 * remove without JavaScript.
 */
import { announce } from '../../../runtime/announcer';
import type { IslandContext, Unmount } from '../../../runtime/loader/manifest';
import { showToast } from '../../../runtime/wishlist/toast';
import { __ } from '../../../runtime/i18n';

/** What happened before the island was there, for it to take over. */
export interface Held {
	/** The action link clicked (the first click only: the island refuses clicks while busy). */
	link?: HTMLElement;
}

export type MountBlock = (element: HTMLElement, context: IslandContext, held: Held) => void | Unmount | Promise<void | Unmount>;

/** The links the island acts on (outside the printed popups, whose own links stay inert). */
const ACTION = 'a.add_to_wishlist, a.delete_item, a.remove_from_all_wishlists, a.open-pretty-photo';
const VARIATION_EVENTS = ['wc:found_variation', 'wc:reset_data'];
export const loadFailed = () => __('The wishlist could not be loaded. Try again: the page will reload to do it.');
const TOAST_MS = 5000;

/** Where the island shows busy: the items widget's box, or the block. */
const busyTarget = (element: HTMLElement): Element => element.querySelector(':scope > .content') ?? element;

export function holdUntilUsed(element: HTMLElement, context: IslandContext, load: () => Promise<MountBlock>): Unmount {
	const held: Held = {};
	let requested = false;
	let unmounted = false;
	let island: void | Unmount;

	const onClick = (event: Event) => {
		const link = (event.target as Element | null)?.closest?.<HTMLElement>(ACTION);
		if (!link || !element.contains(link) || link.closest('.yith-wcwl-popup')) return;
		event.preventDefault();
		if (held.link) return;
		held.link = link;
		busyTarget(element).setAttribute('aria-busy', 'true');
		hydrate();
	};
	// The island reads the form's choice when it hydrates: the event, bubbling from the product's
	// form, only wakes it. Heard on the product, not on document: 1,000 blocks made 2,000 listeners
	// on one target, each registration slower than the last.
	const product = element.closest('.product');
	const onVariation = (event: Event) => {
		if ((event.target as Element).closest('.product') === product) hydrate();
	};
	const listen = (on: boolean) => {
		const method = on ? 'addEventListener' : 'removeEventListener';
		element[method]('click', onClick);
		element[method]('pointerenter', hydrate);
		element[method]('focusin', hydrate);
		for (const type of VARIATION_EVENTS) product?.[method](type, onVariation);
	};

	function hydrate() {
		if (requested) return;
		requested = true;
		load().then(
			async (mountBlock) => {
				if (unmounted) return;
				listen(false);
				const link = held.link;
				island = await mountBlock(element, context, held);
				// Nothing mounted (no readable settings): the held click does what the printed link does.
				if (!island && link) {
					busyTarget(element).removeAttribute('aria-busy');
					link.click();
				}
			},
			(error: unknown) => {
				console.warn('[islands] wishlist: its code could not be loaded', error);
				if (unmounted) return;
				if (!held.link) {
					// Only an intent was lost: a click will ask again.
					requested = false;
					return;
				}
				listen(false);
				busyTarget(element).removeAttribute('aria-busy');
				announce(loadFailed(), 'assertive');
				showToast({ message: loadFailed(), asText: true, error: true, timeoutMs: TOAST_MS });
			},
		);
	}

	listen(true);
	// Printed empty (AJAX loading), or a variation chosen before the block was there (the form mounts first): wake now.
	const chosen = product?.querySelector<HTMLInputElement>('form.variations_form input.variation_id');
	if ((element.classList.contains('on-first-load') && !element.firstElementChild) || /^[1-9]/.test(chosen?.value ?? '')) hydrate();
	return Object.assign(
		() => {
			unmounted = true;
			listen(false);
			island?.();
		},
		{ connected: () => (island && island.connected ? island.connected() : element.isConnected) },
	);
}
