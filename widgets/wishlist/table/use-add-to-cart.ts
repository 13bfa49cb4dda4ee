/**
 * Add to cart from a wishlist row (contract §7.4), through WooCommerce's
 * add-to-cart island: on `adding_to_cart` for a button in this form's table,
 * the request data gets `remove_from_wishlist_after_add_to_cart` (the row id)
 * and `wishlist_id` (the table's id), and the cart redirect follows the
 * plugin's `redirect_to_cart` until the add ends; on `added_to_cart` from
 * such a button the island removes the row (option on, viewer owns the list)
 * and shows the added-to-cart notice. Any add to cart closes the grid panels.
 */
import { useEffect, useRef } from 'react';
import type { WishlistSettings } from '../../../contracts/wishlist';
import { wcEvents } from '../../../runtime/events';

interface Options {
	element: HTMLElement;
	settings: WishlistSettings;
	/** An add from one of this table's buttons ended well. */
	onAdded: (rowId: string | null) => void;
	/** Any add to cart on the page ended well. */
	onAnyAdded: () => void;
}

type CartParams = { cart_redirect_after_add?: string };

/** An attribute as the plugin reads it, with jQuery's `.data()`: a number where the text is one, so listeners of `adding_to_cart` see the same values. */
const asData = (text: string | null | undefined): string | number => (text && String(Number(text)) === text ? Number(text) : (text ?? ''));

export function useAddToCartFromWishlist({ element, settings, onAdded, onAnyAdded }: Options): void {
	// Bound once: a re-subscription mid-request would restore the redirect too early.
	const latest = useRef({ onAdded, onAnyAdded });
	latest.current = { onAdded, onAnyAdded };
	useEffect(() => {
		const events = wcEvents();
		const scope = globalThis as { wc_add_to_cart_params?: CartParams };
		let saved: string | undefined;
		const restore = () => {
			if (saved !== undefined && scope.wc_add_to_cart_params) scope.wc_add_to_cart_params.cart_redirect_after_add = saved;
			saved = undefined;
		};
		const inTable = (button: unknown): button is HTMLElement =>
			button instanceof HTMLElement && element.contains(button) && button.closest('.wishlist_table') !== null;
		const offAdding = events.on('adding_to_cart', ([button, data]) => {
			if (!inTable(button) || !data || typeof data !== 'object') return;
			const fields = data as Record<string, unknown>;
			fields.remove_from_wishlist_after_add_to_cart = asData(button.closest('[data-row-id]')?.getAttribute('data-row-id'));
			fields.wishlist_id = asData(button.closest('.wishlist_table')?.getAttribute('data-id'));
			if (scope.wc_add_to_cart_params) {
				saved = scope.wc_add_to_cart_params.cart_redirect_after_add;
				scope.wc_add_to_cart_params.cart_redirect_after_add = settings.redirectToCart ? 'yes' : 'no';
			}
		});
		const offAdded = events.on('added_to_cart', ([, , button]) => {
			restore();
			latest.current.onAnyAdded();
			if (inTable(button)) latest.current.onAdded(button.closest('[data-row-id]')?.getAttribute('data-row-id') ?? null);
		});
		const onFailed = () => restore();
		document.addEventListener('wc:add_to_cart_failed', onFailed);
		return () => {
			offAdding();
			offAdded();
			document.removeEventListener('wc:add_to_cart_failed', onFailed);
			restore();
		};
	}, [element]);
}
