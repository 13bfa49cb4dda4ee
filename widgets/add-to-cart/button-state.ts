/**
 * The visible states of a button that is not a hydrated island (a third party
 * passed it with `added_to_cart`, or its island is not awake yet): `loading`
 * while its request runs, `added` afterwards with one "View cart" link after
 * it, or a short failure note when the add did not happen. Hydrated buttons
 * render the same states from their component. The note is inserted as text,
 * never as markup.
 */
import type { WcAddToCartParams } from '../../contracts/woocommerce';
import { localizedTrue } from '../../contracts/localized';
import { sameOriginUrl } from '../../runtime/navigate';

export const FAILURE_CLASS = 'islands-cart-failure';

/** Requests in flight per button: five quick clicks are five adds, and the spinner stays until the last one ends. */
const inFlight = new WeakMap<HTMLElement, number>();

export function startLoading(button: HTMLElement): void {
	inFlight.set(button, (inFlight.get(button) ?? 0) + 1);
	clearFailure(button);
	button.classList.remove('added');
	button.classList.add('loading');
	button.setAttribute('aria-busy', 'true');
}

export function stopLoading(button: HTMLElement): void {
	const left = Math.max(0, (inFlight.get(button) ?? 0) - 1);
	inFlight.set(button, left);
	if (left > 0) return;
	button.classList.remove('loading');
	button.removeAttribute('aria-busy');
}

/** Where the "View cart" link goes (contract §2.2): never on the cart page, once per parent, same origin only; else null. */
export function viewCartUrl(button: Element, params: WcAddToCartParams): string | null {
	if (localizedTrue(params.is_cart) || button.parentElement?.querySelector('.added_to_cart')) return null;
	return sameOriginUrl(params.cart_url)?.href ?? null;
}

/** Contract §2.2: the link only with fragments (the caller checks), never on the cart page, once per parent. */
export function showAdded(button: HTMLElement, params: WcAddToCartParams): void {
	button.classList.add('added');
	const cartUrl = viewCartUrl(button, params);
	if (!cartUrl) return;
	const link = button.ownerDocument.createElement('a');
	link.href = cartUrl;
	link.className = 'added_to_cart wc-forward';
	link.title = params.i18n_view_cart;
	link.textContent = params.i18n_view_cart;
	button.after(link);
}

export function showFailure(button: HTMLElement, message: string): void {
	clearFailure(button);
	const note = button.ownerDocument.createElement('span');
	note.className = FAILURE_CLASS;
	note.textContent = message;
	button.after(note);
}

function clearFailure(button: HTMLElement): void {
	const next = button.nextElementSibling;
	if (next?.classList.contains(FAILURE_CLASS)) next.remove();
}
