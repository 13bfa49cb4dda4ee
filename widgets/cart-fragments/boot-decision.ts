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
	/** The cart hash the page was rendered for (`data-islands-cart`); null where nothing marked the page. */
	renderedFor: string | null;
	/**
	 * Every mini-cart on the page was printed with its contents. WooCommerce's Cart widget (Storefront's
	 * header cart) prints an empty placeholder that only the fragments fill.
	 */
	miniCartsPrinted: boolean;
}

export type BootDecision =
	| { action: 'restore'; fragments: Fragments; expiresInMs: number | null }
	| { action: 'refresh' }
	/** Nothing stored, and the page says it was rendered for the cart the visitor's cookies name: it is right as it is. */
	| { action: 'keep' };

/**
 * The printed cart is the visitor's own only when the page says which cart it was printed for and
 * the cookies name that same cart: a page cache or CDN may serve a page rendered for somebody
 * else's cart, and a page without the mark may be one of those.
 */
const printedForVisitor = ({ renderedFor, cookieHash, itemsCookie, miniCartsPrinted }: StoredCart): boolean =>
	miniCartsPrinted && renderedFor !== null && renderedFor === cookieHash && (renderedFor !== '' || !itemsCookie);

/** The page names a cart other than the visitor's: what it printed of the cart (lines, remove links) belongs to somebody else. */
export const printedForAnotherCart = ({ renderedFor, cookieHash }: Pick<StoredCart, 'renderedFor' | 'cookieHash'>): boolean =>
	renderedFor !== null && renderedFor !== cookieHash;

export function decideBoot(stored: StoredCart, now: number): BootDecision {
	if (!stored.storageWorks) return { action: 'refresh' };
	if (!stored.hash && !stored.fragments && printedForVisitor(stored)) return { action: 'keep' };
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
