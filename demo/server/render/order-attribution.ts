/**
 * WooCommerce's order attribution on the page (contract §1, §2.9): the
 * `wc_order_attribution` global of the `wc-order-attribution` handle, printed
 * on every shop page because the landing page is where the source is learnt,
 * and the empty `<wc-order-attribution-inputs>` groups the script fills inside
 * checkout and registration forms.
 */
import { type Html, attrs, html } from '../http/html';
import { scriptJson } from '../http/php-json';
import { ORDER_ATTRIBUTION_FIELDS, ORDER_ATTRIBUTION_PREFIX } from '../../../contracts/order-attribution';
import { localizedJson } from './localized';

/**
 * The cookie lifetime in months (filter default 0.00001) as PHP's json_encode
 * spells that float. JSON.stringify would print `0.00001`, so the token is
 * placed into the JSON text by hand; everything else goes through scriptJson.
 */
const LIFETIME_JSON = '1.0e-5';
const SESSION_JSON = '30';

/**
 * What a site's filters return, as chosen on the QA page: "default" (no filter), a number, or any
 * other text, which WooCommerce prints as a JSON string and the script replaces with its default.
 */
export interface AttributionFilters {
	lifetime: string;
	session: string;
	base64: boolean;
}

const filterJson = (value: string, fallback: string): string =>
	value === 'default' ? fallback : /^\d+(\.\d+)?$/.test(value) ? value : scriptJson(value);

export function orderAttributionGlobal(allowTracking: boolean, filters: AttributionFilters): Html {
	const params = scriptJson({ base64: filters.base64, ajaxurl: '/wp-admin/admin-ajax.php', prefix: ORDER_ATTRIBUTION_PREFIX, allowTracking });
	const json = `{"params":{"lifetime":${filterJson(filters.lifetime, LIFETIME_JSON)},"session":${filterJson(filters.session, SESSION_JSON)},${params.slice(1)},"fields":${scriptJson(ORDER_ATTRIBUTION_FIELDS)}}`;
	return localizedJson('wc-order-attribution', 'wc_order_attribution', json);
}

/** One group; gateways print theirs with an id. */
export const attributionInputs = (id?: string): Html => html`<wc-order-attribution-inputs${attrs({ id })}></wc-order-attribution-inputs>`;
