/**
 * Keyboard focus across the page load a cart-page removal is. Removing a row
 * follows its link, and the reloaded cart opens with focus on `<body>`: a
 * keyboard user starts again from the top. So the click remembers, for this
 * tab (sessionStorage), which row came after the removed one and which
 * before; the reloaded page focuses that row's remove link (else the
 * previous one's). With no row left, WooCommerce's own notice focus applies.
 *
 * WooCommerce (and our shop-forms island) focuses the first `[role=alert]`
 * notice 500 ms after load, here "“Mug” removed.". When that happens within
 * the grace period, before the reader did anything, focus comes back to the
 * row once and the notice is said in the polite region instead, so the
 * removal is still announced.
 */
import { isNumber, isString, type Guard, shape, either } from '../../contracts/guard';
import { announce } from '../../runtime/announcer';
import { readJson, removeItem, writeItem } from '../../runtime/storage';

const KEY = 'islands_cart_remove_focus';
/** A plan older than this is from another visit, not from this removal's reload. */
const MAX_AGE_MS = 60_000;
/** WooCommerce focuses notices 500 ms after load; give it room on a slow device. */
export const NOTICE_GRACE_MS = 2000;
const NOTICE = '[role="alert"]';
const LINK = '.woocommerce-cart-form .product-remove > a.remove';

interface FocusPlan {
	next: string | null;
	previous: string | null;
	at: number;
}

const isKey = either(isString, (value: unknown): value is null => value === null);
const isPlan: Guard<FocusPlan> = shape<FocusPlan>({ next: isKey, previous: isKey, at: isNumber });

/** The cart item key a remove link removes (`?remove_item=` of its href). */
export function itemKeyOf(link: HTMLAnchorElement): string | null {
	try {
		return new URL(link.href).searchParams.get('remove_item');
	} catch {
		return null;
	}
}

/** Called on the click that removes `link`'s row, before the page goes. */
export function rememberFocus(link: HTMLAnchorElement): void {
	const links = Array.from(link.ownerDocument.querySelectorAll<HTMLAnchorElement>(LINK));
	const at = links.indexOf(link);
	const plan: FocusPlan = {
		next: links[at + 1] ? itemKeyOf(links[at + 1]) : null,
		previous: at > 0 ? itemKeyOf(links[at - 1]) : null,
		at: Date.now(),
	};
	writeItem('session', KEY, JSON.stringify(plan));
}

let target: HTMLAnchorElement | null | undefined;

/** The link this page load should focus, decided once per page (the plan is used up). */
export function focusTarget(doc: Document = document): HTMLAnchorElement | null {
	if (target !== undefined) return target;
	const plan = readJson('session', KEY, isPlan);
	removeItem('session', KEY);
	const links = Array.from(doc.querySelectorAll<HTMLAnchorElement>(LINK));
	const find = (key: string | null) => (key ? links.find((link) => itemKeyOf(link) === key) ?? null : null);
	const fresh = plan !== null && Date.now() - plan.at >= 0 && Date.now() - plan.at < MAX_AGE_MS;
	target = fresh ? find(plan.next) ?? find(plan.previous) : null;
	return target;
}

/** Focuses `link` and keeps it there against the load-time notice focus; returns the cleanup. */
export function holdFocus(link: HTMLAnchorElement): () => void {
	const doc = link.ownerDocument;
	link.focus();
	const stop = () => {
		clearTimeout(timer);
		doc.removeEventListener('focusin', onFocus);
		doc.removeEventListener('keydown', stop, true);
		doc.removeEventListener('pointerdown', stop, true);
	};
	const onFocus = (event: Event) => {
		const notice = (event.target as Element | null)?.closest?.(NOTICE);
		if (!notice) return;
		stop();
		link.focus();
		const text = notice.textContent?.trim();
		if (text) announce(text, 'polite');
	};
	const timer = setTimeout(stop, NOTICE_GRACE_MS);
	doc.addEventListener('focusin', onFocus);
	// The reader's own first move ends the guard: their focus is theirs.
	doc.addEventListener('keydown', stop, true);
	doc.addEventListener('pointerdown', stop, true);
	return stop;
}
