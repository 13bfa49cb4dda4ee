/**
 * The classic Cart widget set to "hide if empty" (contract §4.6): shown while
 * the `woocommerce_items_in_cart` cookie says the cart has items, and as soon
 * as an add starts.
 */
export function toggleCartWidgets(itemsInCart: string | undefined, doc: Document = document): void {
	const show = Number(itemsInCart) > 0;
	for (const inner of doc.querySelectorAll('.widget_shopping_cart .hide_cart_widget_if_empty')) {
		const widget = inner.closest<HTMLElement>('.widget_shopping_cart');
		if (widget) widget.style.display = show ? '' : 'none';
	}
}
