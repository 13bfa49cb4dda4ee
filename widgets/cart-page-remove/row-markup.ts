/**
 * Two things WooCommerce's cart table (`cart/cart.php`) prints in every row
 * that assistive technology reads wrong, mended when the row's remove link
 * hydrates:
 * - the thumbnail is a link to the product beside the name link, with an empty
 *   alt: a nameless link the keyboard reaches twice and a screen reader reads
 *   as a bare URL. As for the theme's posts (runtime/theme/repeated-link.ts), a
 *   link with nothing to name it, whose target the row's named link already
 *   offers, leaves the Tab order and the accessibility tree; a pointer still follows it;
 * - the name cell is `<td scope="row" role="rowheader">`: `scope` is only valid on
 *   `th`, and the role already makes the cell the row's header.
 */
export function mendCartRow(row: Element | null): void {
	row?.querySelector('td[scope][role="rowheader"]')?.removeAttribute('scope');
	const thumbnail = row?.querySelector<HTMLAnchorElement>('td.product-thumbnail > a[href]');
	const name = row?.querySelector<HTMLAnchorElement>('td.product-name a[href]');
	if (!thumbnail || !name?.textContent!.trim() || thumbnail.href !== name.href) return;
	if (thumbnail.textContent!.trim() || thumbnail.hasAttribute('aria-label') || thumbnail.querySelector('img[alt]:not([alt=""])')) return;
	thumbnail.setAttribute('aria-hidden', 'true');
	thumbnail.tabIndex = -1;
}
