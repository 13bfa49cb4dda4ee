/**
 * `wc_single_product_params` (handle `wc-single-product`): what WooCommerce's
 * single-product.js reads for the tabs, the star rating and the gallery.
 * `wp_localize_script` prints the flags as strings (`"1"` on, missing or `""`
 * off) and the option objects (`flexslider`, `photoswipe_options`, and
 * `zoom_options`, an empty array when none) as JSON. Every key is optional: a
 * theme or plugin may filter any of them away, and the islands fall back to
 * WooCommerce's defaults for what is missing.
 */
import { type Guard, either, isBoolean, isRecord, isString, optional, shape } from './guard';
import { readLocalized } from './localized';

export interface WcSingleProductParams {
	i18n_required_rating_text?: string;
	i18n_rating_options?: string[];
	i18n_product_gallery_trigger_text?: string;
	review_rating_required?: string;
	flexslider_enabled?: string | boolean;
	flexslider?: Record<string, unknown>;
	zoom_enabled?: string | boolean;
	zoom_options?: Record<string, unknown> | unknown[];
	photoswipe_enabled?: string | boolean;
	photoswipe_options?: Record<string, unknown>;
}

const isFlag = optional(either(isString, isBoolean));
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isOptions = (value: unknown): value is Record<string, unknown> | unknown[] => isRecord(value) || (Array.isArray(value) && value.length === 0);

export const singleProductFields = {
	i18n_required_rating_text: optional(isString),
	i18n_rating_options: optional(isStrings),
	i18n_product_gallery_trigger_text: optional(isString),
	review_rating_required: optional(isString),
	flexslider_enabled: isFlag,
	flexslider: optional(isRecord),
	zoom_enabled: isFlag,
	zoom_options: optional(isOptions),
	photoswipe_enabled: isFlag,
	photoswipe_options: optional(isRecord),
};

export const isSingleProductParams: Guard<WcSingleProductParams> = shape<WcSingleProductParams>(singleProductFields);

/** Null when the global is missing (quietly) or corrupt (one warning). */
export const readSingleProductParams = (scope?: Record<string, unknown>): WcSingleProductParams | null =>
	readLocalized('wc_single_product_params', isSingleProductParams, singleProductFields, scope);


/**
 * The fields the product tabs and the review form's star rating read. Their
 * own reader checks only these, so a field they never use (a theme's filtered
 * slider or viewer options) cannot turn them off.
 */
export const reviewFields = {
	i18n_required_rating_text: singleProductFields.i18n_required_rating_text,
	i18n_rating_options: singleProductFields.i18n_rating_options,
	review_rating_required: singleProductFields.review_rating_required,
};

export type WcReviewParams = Pick<WcSingleProductParams, keyof typeof reviewFields>;

export const isReviewParams: Guard<WcReviewParams> = shape<WcReviewParams>(reviewFields);

/** The tabs' and the rating's view of `wc_single_product_params`: null when missing (quietly) or when these fields are corrupt (one warning). */
export const readReviewParams = (scope?: Record<string, unknown>): WcReviewParams | null =>
	readLocalized('wc_single_product_params', isReviewParams, reviewFields, scope);

/** The tabs read no field: only that the global is there (single-product.js does nothing without it). */
export const readTabsParams = (scope?: Record<string, unknown>): object | null => readLocalized('wc_single_product_params', isRecord, {}, scope);
