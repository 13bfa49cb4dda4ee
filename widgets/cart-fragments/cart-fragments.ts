/**
 * The fragment engine, one per page, with no view of its own (the "hide if
 * empty" widgets read its visibility signal). Keeps every fragment target on
 * the page in step with the server cart
 * (contract §4.5, §4.6): restores the stored map with no request when the
 * cart-hash cookie still matches, keeps the printed cart with nothing stored
 * when the page's mark says it was printed for the visitor's cart, refreshes
 * otherwise, persists every change
 * published on the cart signal, and refreshes once on `wc_fragment_refresh`,
 * `updated_wc_div`, another tab's change and a back/forward-cache restore.
 * Refreshes share the cart queue, so a late refresh can never overwrite the
 * result of a newer add or remove (contract §9.4).
 */
import { effect } from '@preact/signals-core';
import { localizedPositive } from '../../contracts/localized';
import {
	FRAGMENT_MAX_AGE_MS,
	isCartFragmentsResponse,
	MINI_CART_FRAGMENT,
	RENDERED_CART_ATTRIBUTE,
	WC_COOKIE,
	type WcCartFragmentsParams,
	wcAjaxUrl,
} from '../../contracts/woocommerce';
import { cartState, commitCart } from '../../runtime/cart-state';
import { listenForCartChanges } from '../../runtime/cart-sync';
import { getCookie } from '../../runtime/cookies';
import { wcEvents } from '../../runtime/events';
import { applyFragments } from '../../runtime/fragments';
import { ajax } from '../../runtime/http/ajax';
import { enqueueCartRequest } from '../../runtime/queue';
import { storageWorks } from '../../runtime/storage';
import { decideBoot, printedForAnotherCart, type StoredCart } from './boot-decision';
import { fragmentStore } from './fragment-store';
import { itemsCookieShows, showCartWidgets } from './widget-visibility';

const DEFAULT_TIMEOUT_MS = 5000;

/** What the page printed of the cart, gone until the fragments come: a restored page's or another visitor's lines. */
function emptyMiniCarts(): void {
	for (const content of document.querySelectorAll(MINI_CART_FRAGMENT)) content.replaceChildren();
}

export function startCartFragments(params: WcCartFragmentsParams): void {
	const events = wcEvents();
	const store = fragmentStore(params);
	const timeoutMs = localizedPositive(params.request_timeout, DEFAULT_TIMEOUT_MS);
	// One timestamp per page load, as the original: it only defeats caches.
	const time = String(Date.now());
	const canStore = storageWorks();
	let expiryTimer: ReturnType<typeof setTimeout> | undefined;

	const armExpiry = (delayMs: number) => {
		clearTimeout(expiryTimer);
		expiryTimer = setTimeout(refresh, Math.max(0, delayMs));
	};

	async function refresh(): Promise<void> {
		const outcome = await enqueueCartRequest(() =>
			ajax(wcAjaxUrl(params.wc_ajax_url, 'get_refreshed_fragments'), { form: { time }, timeoutMs }),
		);
		if (!outcome.ok) return events.emit('wc_fragments_ajax_error');
		if (!isCartFragmentsResponse(outcome.data)) return;
		const { fragments, cart_hash: hash = '' } = outcome.data;
		applyFragments(fragments);
		commitCart(fragments, hash, 'refresh');
		events.emit('wc_fragments_refreshed');
	}

	listenForCartChanges();
	showCartWidgets(itemsCookieShows(getCookie(WC_COOKIE.itemsInCart)));
	events.on('adding_to_cart', () => showCartWidgets(true));

	// Persist what the page learns about the cart; a restore from storage is already stored.
	effect(() => {
		const { fragments, hash, origin } = cartState().value;
		if (!canStore || !fragments || origin === 'storage' || origin === 'server-page') return;
		if (origin === 'refresh') {
			if (hash) store.markCreated(Date.now());
		} else if (!store.readHash()) {
			store.markCreated(Date.now());
		}
		store.save(fragments, hash);
	});

	events.on('wc_fragments_refreshed', () => armExpiry(FRAGMENT_MAX_AGE_MS));
	events.on('wc_fragment_refresh', () => void refresh());
	events.on('updated_wc_div', () => void refresh());
	window.addEventListener('storage', (event) => {
		if (event.key === params.cart_hash_key && store.changedElsewhere()) void refresh();
	});
	window.addEventListener('pageshow', (event) => {
		if (!event.persisted) return;
		emptyMiniCarts();
		events.emit('wc_fragment_refresh');
	});

	const stored: StoredCart = {
		storageWorks: canStore,
		fragments: canStore ? store.readFragments() : undefined,
		hash: canStore ? store.readHash() : '',
		created: canStore ? store.readCreated() : null,
		cookieHash: getCookie(WC_COOKIE.cartHash) ?? '',
		itemsCookie: getCookie(WC_COOKIE.itemsInCart) !== undefined,
		renderedFor: document.documentElement.getAttribute(RENDERED_CART_ATTRIBUTE),
		// A comment or indentation alone is still the placeholder.
		miniCartsPrinted: [...document.querySelectorAll(MINI_CART_FRAGMENT)].every((content) => content.firstElementChild !== null || content.textContent!.trim() !== ''),
	};
	const decision = decideBoot(stored, Date.now());
	if (decision.action === 'refresh') {
		// A cached page printed for somebody else's cart: its lines go at once, not when the refresh answers.
		if (printedForAnotherCart(stored)) emptyMiniCarts();
		return void refresh();
	}
	if (decision.action === 'restore') {
		if (decision.expiresInMs !== null) armExpiry(decision.expiresInMs);
		applyFragments(decision.fragments);
		commitCart(decision.fragments, store.readHash(), 'storage');
	}
	// Kept or restored, the cart on the page is the visitor's: listeners waiting for the fragments hear they are in place.
	events.emit('wc_fragments_loaded');
}
