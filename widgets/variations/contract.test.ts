/** contracts/variations.ts: the guards and readers the island and the demo server share. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	flagOn,
	isGetVariationRequest,
	isGetVariationResponse,
	isSwatchesOptions,
	isWcVariation,
	localizedCount,
	parseProductVariations,
	readAddToCartVariationParams,
	readSwatchesOptions,
} from '../../contracts/variations';
import { HOODIE, PARAMS, SWATCH_OPTIONS, variation } from './fixtures';

afterEach(() => vi.restoreAllMocks());

describe('variation objects', () => {
	it('accepts WooCommerce get_available_variation() output, extra keys included', () => {
		expect(isWcVariation({ ...HOODIE[0], backorders_allowed: false, image: { src: '/x.jpg', srcset: false, sizes: '' } })).toBe(true);
		expect(isWcVariation(variation(1, {}, { max_qty: '', variation_stock_left: '2 left' }))).toBe(true);
	});

	it('rejects wrong types where the island depends on them', () => {
		expect(isWcVariation({ ...HOODIE[0], variation_id: '16' })).toBe(false);
		expect(isWcVariation({ ...HOODIE[0], max_qty: '5' })).toBe(false);
		expect(isWcVariation({ ...HOODIE[0], attributes: { attribute_pa_color: 1 } })).toBe(false);
		expect(isWcVariation({ ...HOODIE[0], is_in_stock: 'yes' })).toBe(false);
		expect(isWcVariation({ ...HOODIE[0], price_html: undefined })).toBe(false);
		expect(isWcVariation({ ...HOODIE[0], image: { src: 5 } })).toBe(false);
	});

	it('get_variation answers a variation or false', () => {
		expect(isGetVariationResponse(false)).toBe(true);
		expect(isGetVariationResponse(HOODIE[2])).toBe(true);
		expect(isGetVariationResponse(null)).toBe(false);
		expect(isGetVariationResponse(true)).toBe(false);
	});
});

describe('data-product_variations', () => {
	it('reads the JSON array and false (the AJAX path)', () => {
		expect(parseProductVariations(JSON.stringify(HOODIE))).toEqual(HOODIE);
		expect(parseProductVariations('false')).toBe(false);
	});

	it('anything else is null: missing, not JSON, true, a wrong entry', () => {
		expect(parseProductVariations(null)).toBeNull();
		expect(parseProductVariations('[{')).toBeNull();
		expect(parseProductVariations('true')).toBeNull();
		expect(parseProductVariations(JSON.stringify([{ variation_id: 1 }]))).toBeNull();
	});
});

describe('get_variation request (what the demo server accepts)', () => {
	it('needs a positive numeric product_id and string attribute_* fields', () => {
		expect(isGetVariationRequest({ product_id: '30', 'attribute_pa_print-size': 'a3', attribute_pa_paper: '', custom_data: '' })).toBe(true);
		expect(isGetVariationRequest({ product_id: '30' })).toBe(false);
		expect(isGetVariationRequest({ product_id: 'NaN', attribute_pa_paper: 'matte' })).toBe(false);
		expect(isGetVariationRequest({ product_id: '0', attribute_pa_paper: 'matte' })).toBe(false);
		expect(isGetVariationRequest({ product_id: '30', attribute_pa_paper: ['matte'] })).toBe(false);
		expect(isGetVariationRequest('product_id=30')).toBe(false);
	});
});

describe('localized globals', () => {
	it('reads wc_add_to_cart_variation_params; missing is null quietly, corrupt is null with a warning', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		expect(readAddToCartVariationParams({ wc_add_to_cart_variation_params: PARAMS })).toEqual(PARAMS);
		expect(readAddToCartVariationParams({})).toBeNull();
		expect(warn).not.toHaveBeenCalled();
		expect(readAddToCartVariationParams({ wc_add_to_cart_variation_params: { ...PARAMS, wc_ajax_url: 1 } })).toBeNull();
		expect(warn).toHaveBeenCalledWith(expect.stringContaining('wc_ajax_url'));
	});

	it('swatches options: strings (wp_localize_script) and booleans (filters) are both accepted', () => {
		expect(isSwatchesOptions(SWATCH_OPTIONS)).toBe(true);
		expect(isSwatchesOptions({ ...SWATCH_OPTIONS, clear_on_reselect: true, show_variation_label: false, stock_label_threshold: 5 })).toBe(true);
		expect(isSwatchesOptions({ ...SWATCH_OPTIONS, clear_on_reselect: null })).toBe(false);
		expect(readSwatchesOptions({ woo_variation_swatches_options: SWATCH_OPTIONS })).toEqual(SWATCH_OPTIONS);
	});

	it('flagOn is wc_string_to_bool: "no" is off, unlike JS truthiness', () => {
		for (const on of [true, '1', 'yes', 'YES', 'true', 'on']) expect(flagOn(on)).toBe(true);
		for (const off of [false, '', '0', 'no', 'false', undefined]) expect(flagOn(off)).toBe(false);
	});

	it('localizedCount is absint with a fallback', () => {
		expect(localizedCount('5', 1)).toBe(5);
		expect(localizedCount(7, 1)).toBe(7);
		expect(localizedCount('-3', 1)).toBe(3);
		expect(localizedCount('', 5)).toBe(5);
		expect(localizedCount(undefined, 5)).toBe(5);
	});
});
