/**
 * Query-string switches that let QA and browser tests produce page variants
 * without new routes. Every value is validated against a strict pattern and
 * re-built from what matched, so nothing from the query reaches the HTML raw.
 */

export interface DemoSwitches {
	/** `?jquery=1`: load jQuery before the bundle, for the jQuery-compat checks. */
	jquery: boolean;
	/** `?off=add-to-cart,mini-cart`: widget names for `<body data-islands-off>`. */
	off: string | null;
	/** `?off-element=1`: mark the first AJAX add-to-cart button with `data-island-off`. */
	offElement: boolean;
	/** `?redirect=1`: `cart_redirect_after_add` = "yes". */
	redirect: boolean;
	/** `?timeout=5000`: `<html data-islands-timeout>`, the bundle's request timeout in ms. */
	timeout: string | null;
	/** `?tracking=0`: `wc_order_attribution.params.allowTracking` = false (only "0" and "1" are read). */
	tracking: boolean;
	/** `?rest-api=1`: `wpApiSettings` on any page for any visitor, as when a page script depends on `wp-api-request`. */
	restApi: boolean;
	/**
	 * `?cart-mark=0`: no `<html data-islands-cart>`, as on a site where a theme enqueued the bundle
	 * without the Shop Islands plugin (which prints the cart a page was rendered for).
	 */
	cartMark: boolean;
	/** `?lang=de`: the islands' words in German, printed as the plugin prints a translated site's (`shopIslandsL10n`). */
	lang: 'de' | null;
}

const WIDGET_NAME = /^[a-z0-9-]{1,40}$/;

export function readSwitches(query: URLSearchParams): DemoSwitches {
	const names = (query.get('off') ?? '')
		.split(/[\s,]+/)
		.filter((name) => WIDGET_NAME.test(name))
		.slice(0, 20);
	const timeout = query.get('timeout') ?? '';
	return {
		jquery: query.get('jquery') === '1',
		off: names.length > 0 ? names.join(' ') : null,
		offElement: query.get('off-element') === '1',
		redirect: query.get('redirect') === '1',
		timeout: /^\d{1,7}$/.test(timeout) ? String(Number(timeout)) : null,
		tracking: query.get('tracking') !== '0',
		restApi: query.get('rest-api') === '1',
		cartMark: query.get('cart-mark') !== '0',
		lang: query.get('lang') === 'de' ? 'de' : null,
	};
}
