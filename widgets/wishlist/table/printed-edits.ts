/**
 * Changes the island makes to its copy of the server markup, which it then
 * renders: a row gone (after an add to cart by the owner, §7.4, or a removal
 * the server rendered nothing for, §9 #3) and the added-to-cart notice, which
 * replaces the form's `.woocommerce-message` or opens the form (§7.4).
 */
export function withoutRow(printed: Element, rowId: string): Element {
	const copy = printed.cloneNode(true) as Element;
	copy.querySelector(`[data-row-id="${CSS.escape(rowId)}"]`)?.remove();
	return copy;
}

/** `message` is the localized label: server HTML by contract (§1 `labels.added_to_cart_message`). */
export function withNotice(printed: Element, message: string): Element {
	const copy = printed.cloneNode(true) as Element;
	const template = copy.ownerDocument.createElement('template');
	template.innerHTML = message;
	const notice = template.content.querySelector('.woocommerce-message');
	const existing = copy.querySelectorAll('.woocommerce-message');
	if (existing.length && notice) for (const old of existing) old.replaceWith(notice.cloneNode(true));
	else copy.prepend(template.content);
	return copy;
}
