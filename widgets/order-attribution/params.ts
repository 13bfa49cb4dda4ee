/**
 * The `wc_order_attribution` global (contract §1), as WooCommerce 8.5 to 10.x
 * prints it. `params` and `fields` are nested, so JSON types survive, but 8.5.x
 * sends `allowTracking` as "yes"/"no" and no `fields` at all. Lifetime and
 * session are only checked to be numbers or strings: the engine falls back to
 * its defaults for anything it cannot use (§6.2), so a junk value there must
 * not switch attribution off. Anything else malformed leaves the island inert
 * with one warning (readLocalized).
 */
import { ORDER_ATTRIBUTION_FIELDS } from '../../contracts/order-attribution';
import { type Guard, either, isBoolean, isNumber, isRecord, isString, isStringMap, optional, shape } from '../../contracts/guard';
import { readLocalized } from '../../contracts/localized';

/** `wc_order_attribution.params`, as received. */
export interface OrderAttributionParams {
	/** Cookie lifetime in months; WooCommerce prints 1.0e-5 (browser-session cookies). */
	lifetime: number | string;
	/** Session length in minutes (30). */
	session: number | string;
	/** Base64 cookie values (9.0+); coerced with Boolean(). */
	base64?: unknown;
	/** Input-name prefix, "wc_order_attribution_". */
	prefix: string;
	/** `true` (9.x+) or "yes" (8.5.x) allow; anything else denies. Rewritten by setOrderTracking. */
	allowTracking: boolean | string;
	/** Present with the WP Consent API integration: "marketing". */
	consentCategory?: string;
}

/** Field name → value, `null` when tracking is off. */
export type AttributionValues = Record<string, string | null>;

/** The global object; the island attaches the two public methods to it (contract §5.4). */
export interface WcOrderAttribution {
	params: OrderAttributionParams;
	/** Field name → dotted path in the engine data; absent on 8.5.x. */
	fields?: Record<string, string>;
	getAttributionData?: () => AttributionValues;
	setOrderTracking?: (allow: unknown) => void;
}

/** The §6.6 map, used when `fields` is absent (8.5.x). */
export const DEFAULT_FIELDS = ORDER_ATTRIBUTION_FIELDS;

const anything = (_value: unknown): _value is unknown => true;
const isNumeric = either(isNumber, isString);

const paramsFields = {
	lifetime: isNumeric,
	session: isNumeric,
	base64: anything,
	prefix: isString,
	allowTracking: either(isBoolean, isString),
	consentCategory: optional(isString),
};
const isParams: Guard<OrderAttributionParams> = shape<OrderAttributionParams>(paramsFields);

const globalFields = {
	params: isParams,
	fields: optional(isStringMap),
};
const isWcOrderAttribution = (value: unknown): value is WcOrderAttribution =>
	isRecord(value) && isParams(value.params) && optional(isStringMap)(value.fields);

/** The global, or null: quietly when it is missing, with one warning when it is corrupt. */
export const readOrderAttribution = (scope?: Record<string, unknown>): WcOrderAttribution | null =>
	readLocalized('wc_order_attribution', isWcOrderAttribution, globalFields, scope);

/** Contract §1: `true` or "yes" allow tracking; "no", "", "1", false and anything else deny. */
export const isTrackingAllowed = (allow: unknown): boolean => allow === true || allow === 'yes';

/** The field map in force: the printed one, else the §6.6 default. */
export const fieldMap = (global: WcOrderAttribution): Record<string, string> => global.fields ?? { ...DEFAULT_FIELDS };
