/**
 * The button follows the chosen variation (contract §7.5): on
 * `found_variation` the links that carry the variable product's id get
 * `data-product-id=<variation_id>` and `data-original-product-id=<parent>`, the
 * container's `add-to-wishlist-*` class and `data-fragment-ref` follow, and
 * its in-memory options get `product_id`. `reset_data` reverses it, restoring
 * the printed original id (§9 #19). Only the container inside the form's own
 * product is touched, so related products' buttons stay as they are.
 */

/** The printed markup swapped to `variationId` (or back to `parentId` when null); null when nothing changes. */
export function swappedMarkup(printed: Element, parentId: string, variationId: string | null): Element | null {
	const copy = printed.cloneNode(true) as Element;
	const targets = variationId === null
		? [...copy.querySelectorAll(`[data-original-product-id="${CSS.escape(parentId)}"]`)].filter((node) => node.getAttribute('data-product-id') !== parentId)
		: [...copy.querySelectorAll(`[data-product-id="${CSS.escape(parentId)}"], [data-original-product-id="${CSS.escape(parentId)}"]`)];
	if (targets.length === 0) return null;
	const current = copy.getAttribute('data-fragment-ref') ?? '';
	const next = variationId ?? parentId;
	if (current === next) return null;
	for (const target of targets) {
		if (variationId === null) {
			target.setAttribute('data-product-id', parentId);
			target.setAttribute('data-original-product-id', target.getAttribute('data-wcwl-printed-original') ?? '0');
		} else {
			if (!target.hasAttribute('data-wcwl-printed-original')) target.setAttribute('data-wcwl-printed-original', target.getAttribute('data-original-product-id') ?? '0');
			target.setAttribute('data-original-product-id', parentId);
			target.setAttribute('data-product-id', variationId);
		}
	}
	// Guarded: a container without an add-to-wishlist-* class keeps its classes (§9 #19). The new one goes last, as the plugin's addClass puts it.
	const swapped = [...copy.classList].find((name) => /^add-to-wishlist-\d+$/.test(name));
	if (swapped) {
		copy.classList.remove(swapped);
		copy.classList.add(`add-to-wishlist-${next}`);
	}
	copy.setAttribute('data-fragment-ref', next);
	return copy;
}

/** The variable product's id and the chosen variation id of a `found_variation` / `reset_data` event, scoped to `container`. */
export function variationEvent(event: Event, container: Element): { parentId: string; variationId: string | null } | null {
	const form = (event.target as Element | null)?.closest?.('form.variations_form');
	const parentId = form?.getAttribute('data-product_id');
	if (!form || !parentId || container.closest('.product') !== form.closest('.product')) return null;
	if (event.type === 'wc:reset_data') return { parentId, variationId: null };
	const detail = (event as CustomEvent).detail as unknown;
	const variation = Array.isArray(detail) ? detail[0] : null;
	const id = variation && typeof variation === 'object' ? (variation as { variation_id?: unknown }).variation_id : undefined;
	return typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? { parentId, variationId: String(id) } : null;
}

/**
 * What the variation form of `container`'s product has chosen now: its product id and the chosen
 * variation's id (null when none). The button reads it when it hydrates, so a choice made before
 * (the form mounts first, its events went by) is followed as one made after.
 */
export function formChoice(container: Element): { parentId: string; variationId: string | null } | null {
	const form = container.closest('.product')?.querySelector('form.variations_form');
	const parentId = form?.getAttribute('data-product_id');
	if (!form || !parentId) return null;
	// WooCommerce prints `0` until a variation is chosen.
	const variationId = form.querySelector<HTMLInputElement>('input.variation_id, input[name="variation_id"]')?.value ?? '';
	return { parentId, variationId: /^[1-9]\d*$/.test(variationId) ? variationId : null };
}
