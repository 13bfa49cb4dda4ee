/**
 * Whether a page can show the cart from sessionStorage or must ask the server
 * (contract §4.5), as a pure function of what is stored, the cart-hash cookie
 * and the clock.
 */
import { FRAGMENT_MAX_AGE_MS, type Fragments, MINI_CART_FRAGMENT } from '../../contracts/woocommerce';

export interface StoredCart {
	/** Storage answered the probe. */
	storageWorks: boolean;
	/** Parsed fragment map; undefined when absent or corrupt. */
	fragments: Fragments | undefined;
	/** Stored hash; "" when absent. */
	hash: string;
	/** `wc_cart_created` as stored (ms), or null. */
	created: string | null;
	/** Cookie `woocommerce_cart_hash`; "" when absent. */
	cookieHash: string;
	/** Cookie `woocommerce_items_in_cart` is present. */
	itemsCookie: boolean;
}

export type BootDecision =
	| { action: 'restore'; fragments: Fragments; expiresInMs: number | null }
	| { action: 'refresh' }
	/** No cookies and nothing stored: the server-rendered (empty) cart is right as it is. */
	| { action: 'keep' };

export function decideBoot(stored: StoredCart, now: number): BootDecision {
	if (!stored.storageWorks) return { action: 'refresh' };
	if (!stored.hash && !stored.fragments && !stored.cookieHash && !stored.itemsCookie) return { action: 'keep' };
	let expiresInMs: number | null = null;
	if (stored.hash) {
		const created = Number(stored.created);
		if (stored.created === null || !Number.isFinite(created)) return { action: 'refresh' };
		expiresInMs = created + FRAGMENT_MAX_AGE_MS - now;
		if (expiresInMs < 0) return { action: 'refresh' };
	}
	if (stored.fragments?.[MINI_CART_FRAGMENT] !== undefined && stored.hash === stored.cookieHash)
		return { action: 'restore', fragments: stored.fragments, expiresInMs };
	return { action: 'refresh' };
}
