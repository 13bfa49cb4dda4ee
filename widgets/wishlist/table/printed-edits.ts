/**
 * Changes the island makes to its copy of the server markup, which it then
 * renders: a row gone (after an add to cart by the owner, §7.4), the
 * added-to-cart notice, which replaces the form's `.woocommerce-message` or
 * opens the form (§7.4), and why an action failed, as WooCommerce's error
 * notice.
 */
import { parseServerHtml } from '../../../runtime/dom/server-html';
export function withoutRow(printed: Element, rowId: string): Element {
	const copy = printed.cloneNode(true) as Element;
	copy.querySelector(`[data-row-id="${CSS.escape(rowId)}"]`)?.remove();
	return copy;
}

/** `message` is the localized label: server HTML by contract (§1 `labels.added_to_cart_message`). */
export function withNotice(printed: Element, message: string): Element {
	const copy = printed.cloneNode(true) as Element;
	const content = parseServerHtml('wishlist-message', message, copy.ownerDocument);
	const notice = content.querySelector('.woocommerce-message');
	const existing = copy.querySelectorAll('.woocommerce-message');
	if (existing.length && notice) for (const old of existing) old.replaceWith(notice.cloneNode(true));
	else copy.prepend(content);
	return copy;
}

const FAILURE_CLASS = 'yith-wcwl-action-failure';

/** `text` (plain) as the form's error notice, in its notices wrapper when it has one; it replaces the previous failure. */
export function withFailure(printed: Element, text: string): Element {
	const copy = printed.cloneNode(true) as Element;
	copy.querySelector(`.${FAILURE_CLASS}`)?.remove();
	const doc = copy.ownerDocument;
	const notice = doc.createElement('ul');
	notice.className = `woocommerce-error ${FAILURE_CLASS}`;
	const line = doc.createElement('li');
	line.textContent = text;
	notice.append(line);
	(copy.querySelector('.woocommerce-notices-wrapper') ?? copy).prepend(notice);
	return copy;
}
