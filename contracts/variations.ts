/**
 * Variable products: what WooCommerce's variations form and the "Variation
 * Swatches for WooCommerce" plugin print and answer, as received.
 *
 * - `data-product_variations` on `form.variations_form`: a JSON array of
 *   variation objects (`WC_Product_Variable::get_available_variation()`), or
 *   `false` when the product has more variations than
 *   `woocommerce_ajax_variation_threshold` (30): the client then asks
 *   `?wc-ajax=get_variation` for each full choice.
 * - `get_variation`: POST `product_id` + every `attribute_*` field; the answer
 *   is one variation object, or `false` when no variation matches.
 * - `wc_add_to_cart_variation_params` (handle `wc-add-to-cart-variation`) and
 *   `woo_variation_swatches_options` (handle `woo-variation-swatches`), printed
 *   by `wp_localize_script`: top-level scalars arrive as strings ("1"/"", "5"),
 *   although filters and older releases send booleans and numbers; both are accepted.
 *
 * `price_html`, `availability_html` and `variation_description` are HTML the
 * shop rendered: server fragments by contract. Every other string is text.
 */
import { type Guard, either, isBoolean, isNumber, isRecord, isString, isStringMap, optional, shape } from './guard';
import { readLocalized } from './localized';

/**
 * A variation's picture (`wc_get_product_attachment_props`); only the keys the client sets.
 * A variation without its own picture arrives as `src: ""` with `srcset: false, sizes: false`:
 * the client then keeps the product's picture, and drops an attribute whose value is `false`.
 */
export interface VariationImage {
	src?: string;
	srcset?: string | false;
	sizes?: string | false;
	alt?: string | false;
	title?: string | false;
	src_w?: number;
	src_h?: number;
	[key: string]: unknown;
}

/**
 * One entry of `data-product_variations`, and the body of a `get_variation` hit. Only the keys
 * the client reads are typed and checked; the rest (`display_price`, `image_id`…)
 * go to `found_variation` listeners as received and cannot make the list unreadable.
 */
export interface WcVariation {
	/** `attribute_pa_color` → `blue`; an empty value means "any value". */
	attributes: Record<string, string>;
	variation_id: number;
	is_in_stock: boolean;
	is_purchasable: boolean;
	variation_is_active: boolean;
	variation_is_visible: boolean;
	/** A number when stock limits the quantity, else "". */
	max_qty: number | '';
	min_qty: number;
	/** Server HTML (`<span class="price">…</span>`). */
	price_html: string;
	/** Server HTML (`<p class="stock in-stock">2 in stock</p>`), "" when stock is not shown. */
	availability_html: string;
	/** Server HTML (wpautop'ed description), "" when none. */
	variation_description?: string;
	sku?: string;
	/** The variation's own weight ("" when it has none; then the parent's shows) and its text ("1.5 lbs"). */
	weight?: string;
	weight_html?: string;
	/** The text of `dimensions` (`{ length, width, height }`, always sent, so untyped here): `62 &times; 42 &times; 6 in`, "N/A" when unset; HTML-escaped. */
	dimensions_html?: string;
	image?: VariationImage;
	/** "yes" or "no". */
	is_sold_individually?: string;
	/** The swatches plugin's "2 left" (Pro, when stock info is on); "" when stock is not managed. */
	variation_stock_left?: string;
	[key: string]: unknown;
}

/** `data-product_variations`: the variations, or `false` for the AJAX path. */
export type ProductVariations = WcVariation[] | false;

/** `get_variation`'s answer: the matching variation or `false`. */
export type GetVariationResponse = WcVariation | false;

/** What the client posts to `get_variation`: `product_id`, every `attribute_*` field, and WooCommerce's `custom_data`. */
export interface GetVariationRequest {
	product_id: string;
	[field: string]: unknown;
}

const isMaxQty = (value: unknown): value is number | '' => value === '' || isNumber(value);

/** Text, or `false` where WooCommerce has none. */
const isTextOrNone = (value: unknown): value is string | false | undefined => value === undefined || value === false || isString(value);

const isImage: Guard<VariationImage> = (value): value is VariationImage =>
	isRecord(value) &&
	(value.src === undefined || isString(value.src)) &&
	['srcset', 'sizes', 'alt', 'title'].every((key) => isTextOrNone(value[key]));

export const variationFields = {
	attributes: isStringMap,
	variation_id: isNumber,
	is_in_stock: isBoolean,
	is_purchasable: isBoolean,
	variation_is_active: isBoolean,
	variation_is_visible: isBoolean,
	max_qty: isMaxQty,
	min_qty: isNumber,
	price_html: isString,
	availability_html: isString,
	variation_description: optional(isString),
	sku: optional(isString),
	weight: optional(isString),
	weight_html: optional(isString),
	dimensions_html: optional(isString),
	image: optional(isImage),
	is_sold_individually: optional(isString),
	variation_stock_left: optional(isString),
};

export const isWcVariation: Guard<WcVariation> = shape<WcVariation>(variationFields);

export const isProductVariations: Guard<ProductVariations> = (value): value is ProductVariations =>
	value === false || (Array.isArray(value) && value.every(isWcVariation));

export const isGetVariationResponse: Guard<GetVariationResponse> = (value): value is GetVariationResponse =>
	value === false || isWcVariation(value);

/** An `attribute_*` field name as `wc_variation_attribute_name()` builds it. */
export const isAttributeField = (name: string): boolean => /^attribute_./.test(name);

/**
 * A `get_variation` body as PHP parsed it: a positive integer `product_id`,
 * at least one `attribute_*` field, and every `attribute_*` field a string.
 */
export const isGetVariationRequest: Guard<GetVariationRequest> = (value): value is GetVariationRequest => {
	if (!isRecord(value) || !isString(value.product_id) || !/^[1-9]\d{0,18}$/.test(value.product_id)) return false;
	const attributes = Object.keys(value).filter(isAttributeField);
	return attributes.length > 0 && attributes.every((name) => isString(value[name]));
};

/**
 * Reads `data-product_variations` as jQuery's `.data()` would: JSON, `false`
 * for the AJAX path. Anything else (missing, not JSON, wrong shape) is null.
 */
export function parseProductVariations(raw: string | null): ProductVariations | null {
	if (raw === null) return null;
	try {
		const value: unknown = JSON.parse(raw);
		return isProductVariations(value) ? value : null;
	} catch {
		return null;
	}
}

/** `wc_add_to_cart_variation_params`. */
export interface WcAddToCartVariationParams {
	wc_ajax_url: string;
	i18n_no_matching_variations_text: string;
	i18n_make_a_selection_text: string;
	i18n_unavailable_text: string;
	/** Missing before WooCommerce 9.x. */
	i18n_reset_alert_text?: string;
}

const variationParamsFields = {
	wc_ajax_url: isString,
	i18n_no_matching_variations_text: isString,
	i18n_make_a_selection_text: isString,
	i18n_unavailable_text: isString,
	i18n_reset_alert_text: optional(isString),
};

export const isWcAddToCartVariationParams: Guard<WcAddToCartVariationParams> = shape(variationParamsFields);

export const readAddToCartVariationParams = (scope?: Record<string, unknown>) =>
	readLocalized('wc_add_to_cart_variation_params', isWcAddToCartVariationParams, variationParamsFields, scope);

/** A localized flag: "1"/"" from wp_localize_script, "yes"/"no" from filters, or a real boolean. */
export type LocalizedFlag = string | boolean;

/** `woo_variation_swatches_options` (the keys the client reads; the plugin sends more). */
export interface SwatchesOptions {
	show_variation_label: LocalizedFlag;
	clear_on_reselect: LocalizedFlag;
	variation_label_separator: string;
	is_mobile?: LocalizedFlag;
	show_variation_stock?: LocalizedFlag;
	/** "5" (absint of the option); a number when a filter bypasses the cast. */
	stock_label_threshold?: string | number;
	/** Pro: the tooltip of an out-of-stock swatch. */
	out_of_stock_tooltip_text?: string;
	[key: string]: unknown;
}

const isFlag: Guard<LocalizedFlag> = either(isString, isBoolean);

const swatchesFields = {
	show_variation_label: isFlag,
	clear_on_reselect: isFlag,
	variation_label_separator: isString,
	is_mobile: optional(isFlag),
	show_variation_stock: optional(isFlag),
	stock_label_threshold: optional(either(isString, isNumber)),
	out_of_stock_tooltip_text: optional(isString),
};

export const isSwatchesOptions: Guard<SwatchesOptions> = shape<SwatchesOptions>(swatchesFields);

export const readSwatchesOptions = (scope?: Record<string, unknown>) =>
	readLocalized('woo_variation_swatches_options', isSwatchesOptions, swatchesFields, scope);

/**
 * `wc_string_to_bool()`: true, "1", "yes", "true" and "on" are on; "", "0",
 * "no", "false" and false are off. (Plain JS truthiness would read "no" as on.)
 */
export const flagOn = (value: LocalizedFlag | undefined): boolean =>
	value === true || (typeof value === 'string' && /^(1|yes|true|on)$/i.test(value.trim()));

/** `absint()` of a localized number, with a fallback for a missing or unreadable one. */
export function localizedCount(value: string | number | undefined, fallback: number): number {
	const parsed = typeof value === 'number' ? value : parseInt(String(value), 10);
	return Number.isFinite(parsed) ? Math.abs(Math.trunc(parsed)) : fallback;
}
