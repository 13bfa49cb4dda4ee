/**
 * "This product is in a wishlist now" across islands (contract §3.1): every
 * `.add-to-wishlist-<pid>` container gets `exists`, and loses its add button
 * unless multiple lists are on and the add button is not hidden. A container
 * an island hydrated re-renders itself (it subscribed); any other is changed
 * in place.
 */
type Listener = (productId: string, removeButton: boolean) => void;

const listeners = new Set<Listener>();

/** A hydrated container's handler (the container carries `data-wcwl-island`, so it is left to it). */
export function onProductInList(listener: Listener): () => void {
	listeners.add(listener);
	return () => listeners.delete(listener);
}

export function markProductInList(productId: string, removeButton: boolean, root: ParentNode = document): void {
	for (const listener of listeners) listener(productId, removeButton);
	for (const container of root.querySelectorAll(`.add-to-wishlist-${CSS.escape(productId)}`)) {
		if (container.hasAttribute('data-wcwl-island')) continue;
		if (removeButton) container.querySelector('.yith-wcwl-add-button')?.remove();
		container.classList.add('exists');
	}
}
