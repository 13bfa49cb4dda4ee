/**
 * The shop's result count after a sort or filter (contract §7): hidden from
 * assistive technology at once, then after 2 s shown again with its content
 * re-inserted, so a screen reader announces the new count after the page
 * settles. Skipped without a query string, and where the product-filters
 * block does this itself.
 */
const ANNOUNCE_DELAY_MS = 2000;

export function reannounceResultCount(count: HTMLElement, search: string = location.search): void {
	if (!search || count.ownerDocument.querySelector('[data-wp-interactive="woocommerce/product-filters"]')) return;
	count.setAttribute('aria-hidden', 'true');
	setTimeout(() => {
		count.setAttribute('aria-hidden', 'false');
		count.replaceChildren(...Array.from(count.childNodes));
	}, ANNOUNCE_DELAY_MS);
}
