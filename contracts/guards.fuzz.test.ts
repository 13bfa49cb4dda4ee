/**
 * Property-based tests of every guard and localized-params reader in
 * `contracts/`: whatever they are handed (random JSON, wrong types, huge
 * strings, deep nesting, `__proto__`/`constructor`/`prototype` own keys), a
 * guard answers a boolean, a reader answers a value its guard accepts or its
 * typed failure, nothing throws, and no built-in prototype changes.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataFlag, dataNumber } from './data-flag';
import { FUZZ_RUNS, fuzz, hostileText, hostileValue, nearShape } from './fuzz.fixtures';
import { type Guard, explain, isBoolean, isNumber, isRecord, isString, isStringMap } from './guard';
import { isJnewsOption, looseNumber, looseTrue, readJnewsOption } from './jnews-option';
import { localizedPositive, localizedTrue } from './localized';
import { isReviewParams, isSingleProductParams, readReviewParams, readSingleProductParams, readTabsParams, singleProductFields } from './single-product';
import {
	isAccountResponse,
	isCartDetailResponse,
	isFeedResponse,
	isFirstLoadResponse,
	isModuleAttribute,
	isModuleResponse,
	isRefreshNonceResponse,
	isSideFeedState,
	readFirstLoadActions,
	readThemeAjaxUrl,
	readThemeOptions,
	scrollLimit,
} from './theme';
import {
	flagOn,
	isGetVariationRequest,
	isGetVariationResponse,
	isProductVariations,
	isSwatchesOptions,
	isWcAddToCartVariationParams,
	isWcVariation,
	localizedCount,
	parseProductVariations,
	readAddToCartVariationParams,
	readSwatchesOptions,
	variationFields,
} from './variations';
import {
	WISHLIST_L10N_FIELDS,
	WISHLIST_REQUEST_FIELDS,
	hasFragments,
	isAddToWishlistReply,
	isEstimateReply,
	isFragmentOptions,
	isFragmentReply,
	isFragmentsReply,
	isPrivacy,
	isRefusedReply,
	isSuccessResult,
	isTrue,
	isUserWishlist,
	isWishlistL10n,
	onUnlessFalsy,
	readWishlistL10n,
	wishlistSettings,
} from './wishlist';
import {
	classifyAddToCart,
	isAddToCartErrorResponse,
	isCartFragmentsResponse,
	isCartItemKey,
	isFragments,
	isRemoveFailedResponse,
	isWcAddToCartParams,
	isWcCartFragmentsParams,
	isWoocommerceParams,
	readAddToCartParams,
	readCartFragmentsParams,
	readWoocommerceParams,
} from './woocommerce';
import { readRecaptchaApi } from './theme/recaptcha';
import { isEmojiSupportTests, isWpEmojiSettings } from './wp-emoji';

beforeEach(() => {
	// Corrupt globals warn once each; thousands of runs would flood the output.
	vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const WC_KEYS = ['ajax_url', 'wc_ajax_url', 'i18n_view_cart', 'cart_url', 'is_cart', 'cart_redirect_after_add', 'cart_hash_key', 'fragment_name', 'request_timeout', 'i18n_password_show', 'fragments', 'cart_hash', 'error', 'product_url', 'success'];
const THEME_KEYS = ['jnews_nonce', 'response', 'string', 'refresh', 'paged', 'sort_by', 'include_category', 'content', 'next', 'prev', 'view_counter', 'counter', 'class', 'pagination_mode', 'pagination_scroll_limit', 'language', 'module_prefix', 'live_search', 'postid', 'lang', 'recaptcha_api', 'rtl', 'gif', 'zoom_button', 'dm_cookie_time', 'site_slug', 'site_domain', 'popup_script', 'single_gallery'];
const WISHLIST_KEYS = [...Object.keys(WISHLIST_L10N_FIELDS), 'prod_id', 'result', 'message', 'user_wishlists', 'wishlist_url', 'count', 'template', 'id', 'wishlist_name', 'default', 'add_to_this_wishlist_url', ...new Set(Object.values(WISHLIST_REQUEST_FIELDS).flatMap(Object.keys))];
const VARIATION_KEYS = [...Object.keys(variationFields), 'product_id', 'attribute_pa_color', 'src', 'srcset', 'wc_ajax_url', 'i18n_no_matching_variations_text', 'i18n_make_a_selection_text', 'i18n_unavailable_text', 'show_variation_label', 'clear_on_reselect', 'variation_label_separator', 'stock_label_threshold'];
const SINGLE_KEYS = Object.keys(singleProductFields);
const EMOJI_KEYS = ['source', 'concatemoji', 'baseUrl', 'flag', 'emoji'];

const guards: Record<string, [Guard<unknown>, string[]]> = {
	isRecord: [isRecord, []],
	isString: [isString, []],
	isBoolean: [isBoolean, []],
	isNumber: [isNumber, []],
	isStringMap: [isStringMap, []],
	isWcAddToCartParams: [isWcAddToCartParams, WC_KEYS],
	isWcCartFragmentsParams: [isWcCartFragmentsParams, WC_KEYS],
	isWoocommerceParams: [isWoocommerceParams, WC_KEYS],
	isFragments: [isFragments, WC_KEYS],
	isCartFragmentsResponse: [isCartFragmentsResponse, WC_KEYS],
	isAddToCartErrorResponse: [isAddToCartErrorResponse, WC_KEYS],
	isRemoveFailedResponse: [isRemoveFailedResponse, WC_KEYS],
	isCartItemKey: [isCartItemKey, []],
	isJnewsOption: [isJnewsOption, THEME_KEYS],
	isSingleProductParams: [isSingleProductParams, SINGLE_KEYS],
	isReviewParams: [isReviewParams, SINGLE_KEYS],
	isWpEmojiSettings: [isWpEmojiSettings, EMOJI_KEYS],
	isEmojiSupportTests: [isEmojiSupportTests, EMOJI_KEYS],
	isWcVariation: [isWcVariation, VARIATION_KEYS],
	isProductVariations: [isProductVariations, VARIATION_KEYS],
	isGetVariationResponse: [isGetVariationResponse, VARIATION_KEYS],
	isGetVariationRequest: [isGetVariationRequest, VARIATION_KEYS],
	isWcAddToCartVariationParams: [isWcAddToCartVariationParams, VARIATION_KEYS],
	isSwatchesOptions: [isSwatchesOptions, VARIATION_KEYS],
	isWishlistL10n: [isWishlistL10n, WISHLIST_KEYS],
	isFragmentOptions: [isFragmentOptions, WISHLIST_KEYS],
	isFragmentReply: [isFragmentReply, WISHLIST_KEYS],
	isUserWishlist: [isUserWishlist, WISHLIST_KEYS],
	isAddToWishlistReply: [isAddToWishlistReply, WISHLIST_KEYS],
	isRefusedReply: [isRefusedReply, WISHLIST_KEYS],
	isFragmentsReply: [isFragmentsReply, WISHLIST_KEYS],
	isEstimateReply: [isEstimateReply, WISHLIST_KEYS],
	isPrivacy: [isPrivacy, []],
	isRefreshNonceResponse: [isRefreshNonceResponse, THEME_KEYS],
	isAccountResponse: [isAccountResponse, THEME_KEYS],
	isSideFeedState: [isSideFeedState, THEME_KEYS],
	isFeedResponse: [isFeedResponse, THEME_KEYS],
	isFirstLoadResponse: [isFirstLoadResponse, THEME_KEYS],
	isCartDetailResponse: [isCartDetailResponse, []],
	isModuleAttribute: [isModuleAttribute, THEME_KEYS],
	isModuleResponse: [isModuleResponse, THEME_KEYS],
	...Object.fromEntries(
		Object.entries(WISHLIST_REQUEST_FIELDS).flatMap(([action, fields]) =>
			Object.entries(fields).map(([key, guard]) => [`request ${action}.${key}`, [guard, WISHLIST_KEYS] as [Guard<unknown>, string[]]]),
		),
	),
};

describe('every guard answers a boolean for any input', () => {
	it.each(Object.entries(guards))('%s', (_name, [guard, keys]) => {
		fuzz(hostileValue(keys), (value) => expect(typeof guard(value)).toBe('boolean'), { ...FUZZ_RUNS, numRuns: 100 });
	});

	it('explain names only the listed keys', () => {
		const fields: Record<string, Guard<unknown>> = Object.fromEntries(['ajax_url', '__proto__', 'constructor'].map((key) => [key, isString]));
		fuzz(hostileValue(WC_KEYS), (value) => {
			for (const key of explain(fields, value)) expect(['(not an object)', ...Object.keys(fields)]).toContain(key);
		});
	});
});

type Reader = (scope: Record<string, unknown>) => unknown;

/** Each localized reader, the global it reads, and what a success must satisfy. */
const readers: Array<[string, string, Reader, (value: unknown) => boolean, string[]]> = [
	['readAddToCartParams', 'wc_add_to_cart_params', readAddToCartParams, isWcAddToCartParams, WC_KEYS],
	['readCartFragmentsParams', 'wc_cart_fragments_params', readCartFragmentsParams, isWcCartFragmentsParams, WC_KEYS],
	['readWoocommerceParams', 'woocommerce_params', readWoocommerceParams, isWoocommerceParams, WC_KEYS],
	['readJnewsOption', 'jnewsoption', readJnewsOption, isJnewsOption, THEME_KEYS],
	['readSingleProductParams', 'wc_single_product_params', readSingleProductParams, isSingleProductParams, SINGLE_KEYS],
	['readReviewParams', 'wc_single_product_params', readReviewParams, isReviewParams, SINGLE_KEYS],
	['readTabsParams', 'wc_single_product_params', readTabsParams, isRecord, SINGLE_KEYS],
	['readAddToCartVariationParams', 'wc_add_to_cart_variation_params', readAddToCartVariationParams, isWcAddToCartVariationParams, VARIATION_KEYS],
	['readSwatchesOptions', 'woo_variation_swatches_options', readSwatchesOptions, isSwatchesOptions, VARIATION_KEYS],
	['readWishlistL10n', 'yith_wcwl_l10n', readWishlistL10n, isWishlistL10n, WISHLIST_KEYS],
];

describe('every localized reader answers its type or null', () => {
	it.each(readers)('%s', (_name, global, read, accepts, keys) => {
		fuzz(hostileValue(keys), (value) => {
			const result = read({ [global]: value });
			expect(result === null || accepts(result)).toBe(true);
		});
	});

	it('readWishlistL10n → wishlistSettings resolves to typed settings', () => {
		fuzz(nearShape(WISHLIST_KEYS), (value) => {
			const l10n = readWishlistL10n({ yith_wcwl_l10n: { ajax_url: '/a', labels: {}, actions: {}, nonce: {}, ...(value as object) } });
			if (!l10n) return;
			const settings = wishlistSettings(l10n);
			expect(Number.isFinite(settings.popupTimeoutMs) && Number.isFinite(settings.closeEstimateMs)).toBe(true);
			expect(settings.mobileQuery).toMatch(/^\(max-width: [\d.e+]+px\)$/);
			for (const text of [settings.glue, settings.cookieDisabledMessage, settings.addedToCartMessage, settings.estimateRedirectUrl]) expect(typeof text).toBe('string');
		});
	});

	it('readThemeOptions answers ThemeOptions with text messages, or null', () => {
		fuzz(hostileValue(THEME_KEYS), (value) => {
			const options = readThemeOptions({ jnewsoption: value });
			if (options === null) return;
			expect(Number.isFinite(options.postId)).toBe(true);
			for (const text of [options.language, options.modulePrefix, options.loginReload, ...Object.values(options.messages)]) expect(typeof text).toBe('string');
		});
	});

	it('readThemeAjaxUrl, readFirstLoadActions and readRecaptchaApi fall back to their defaults', () => {
		fuzz(hostileValue(THEME_KEYS), (value) => {
			expect(new URL(readThemeAjaxUrl('https://shop.example/post/', { jnews_ajax_url: value })).protocol).toMatch(/^[a-z][a-z0-9+.-]*:$/);
			const actions = readFirstLoadActions({ jfla: value });
			expect(Array.isArray(actions) && actions.every(isString)).toBe(true);
			expect(readRecaptchaApi({ jnewsoption: value })).toMatch(/^(https?:\/\/|\/(?!\/))/i);
			expect(readRecaptchaApi({ jnewsoption: { recaptcha_api: value } })).toMatch(/^(https?:\/\/|\/(?!\/))/i);
		});
	});
});

describe('the value helpers answer their type for anything they may be handed', () => {
	it('classifyAddToCart answers one of its outcomes', () => {
		fuzz(hostileValue(WC_KEYS), (value) => expect(['added', 'product-page', 'rejected', 'empty']).toContain(classifyAddToCart(value).kind));
	});

	it('parseProductVariations answers variations, false or null for any attribute text', () => {
		fuzz(fc.oneof(hostileText, hostileValue(VARIATION_KEYS).map((value) => JSON.stringify(value) ?? 'undefined')), (raw) => {
			const parsed = parseProductVariations(raw);
			expect(parsed === null || isProductVariations(parsed)).toBe(true);
		});
	});

	it('the loose flag and number readers take any value', () => {
		fuzz(hostileValue(THEME_KEYS), (value) => {
			for (const answer of [looseTrue(value), isTrue(value), onUnlessFalsy(value), isSuccessResult(value)]) expect(typeof answer).toBe('boolean');
			expect(Number.isFinite(looseNumber(value, 7))).toBe(true);
			expect(Number.isFinite(scrollLimit({ class: 'a', pagination_mode: 'loadmore', pagination_scroll_limit: value }))).toBe(true);
			if (isFragmentReply(value)) expect(typeof hasFragments(value)).toBe('boolean');
		});
	});

	it('the localized-string helpers take any printed string', () => {
		fuzz(fc.option(hostileText, { nil: undefined }), (text) => {
			for (const answer of [localizedTrue(text), flagOn(text), dataFlag(text)]) expect(typeof answer).toBe('boolean');
			for (const number of [localizedPositive(text, 5000), localizedCount(text, 5), dataNumber(text, 3)]) expect(Number.isFinite(number)).toBe(true);
		});
	});
});

describe('counterexamples the properties found', () => {
	// An own `toString` key that is not a function (legal JSON) made Number()/String() throw a TypeError.
	const unconvertible = () => JSON.parse('{"toString":""}') as unknown;

	it('isSideFeedState rejects a `paged` that cannot become a number instead of throwing', () => {
		expect(isSideFeedState({ paged: unconvertible() })).toBe(false);
		expect(isSideFeedState({ paged: [unconvertible()] })).toBe(false);
	});

	it('scrollLimit reads such a limit as unlimited', () => {
		expect(scrollLimit({ class: 'a', pagination_mode: 'loadmore', pagination_scroll_limit: unconvertible() })).toBe(0);
	});

	it('looseNumber falls back for such a value', () => {
		expect(looseNumber(unconvertible(), 7)).toBe(7);
	});
});
