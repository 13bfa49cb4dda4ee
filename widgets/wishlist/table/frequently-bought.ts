/**
 * Frequently Bought Together's "add to wishlist" (contract §3.8): the fields
 * come from the first `.cart.wishlist_table` and the clicked element; no
 * fragments. The reply is HTML (the list's shortcode output); only the
 * regions it contains replace their page counterparts (§9 #13), and a JSON
 * reply (a stale nonce) is a failure.
 */
export function reloadFields(table: Element | null, clicked: Element): Record<string, string> {
	return {
		pagination: table?.getAttribute('data-pagination') ?? '',
		per_page: table?.getAttribute('data-per-page') ?? '',
		wishlist_id: table?.getAttribute('data-id') ?? '',
		wishlist_token: table?.getAttribute('data-token') ?? '',
		add_to_wishlist: clicked.getAttribute('data-product-id') ?? '',
		product_type: clicked.getAttribute('data-product-type') ?? '',
	};
}

export interface ReloadedRegions {
	form: Element | null;
	slider: Element | null;
}

/** The regions of an HTML reply; null when the reply is not HTML with either region. */
export function readReloadReply(text: string): ReloadedRegions | null {
	if (/^\s*[[{]/.test(text)) return null;
	const template = document.createElement('template');
	template.innerHTML = text;
	const form = template.content.querySelector('#yith-wcwl-form');
	const slider = template.content.querySelector('.yith-wfbt-slider-wrapper');
	return form || slider ? { form, slider } : null;
}
