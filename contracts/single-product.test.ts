/**
 * `wc_single_product_params` as each of its readers sees it: every value the
 * real shop printed is accepted by both, and the tabs' and rating's reader
 * looks only at what those islands read.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realShopGlobals } from './fixtures/real-shop';
import { readReviewParams, readSingleProductParams, readTabsParams } from './single-product';

afterEach(() => vi.restoreAllMocks());

const recorded = realShopGlobals()
	.filter(({ globals }) => 'wc_single_product_params' in globals)
	.map(({ file, globals }) => [file, globals.wc_single_product_params] as const);
const scope = (value: unknown) => ({ wc_single_product_params: structuredClone(value) });

describe('wc_single_product_params', () => {
	it('is recorded on both product pages', () => {
		expect(recorded.map(([file]) => file)).toEqual(expect.arrayContaining(['product-simple.json', 'product-variable.json']));
	});

	it.each(recorded)('accepts the real value of %s, in both readers, without a warning', (file, value) => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		expect(readSingleProductParams(scope(value))).not.toBeNull();
		expect(readTabsParams(scope(value))).not.toBeNull();
		expect(readReviewParams(scope(value))).toMatchObject({
			i18n_required_rating_text: 'Please select a rating',
			i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
			// The shop's default, and the one page recorded with the rating optional.
			review_rating_required: file === 'product-rating-optional.json' ? 'no' : 'yes',
		});
		expect(warn).not.toHaveBeenCalled();
	});

	it('leaves the tabs and the rating on whatever the gallery’s fields hold', () => {
		const [, real] = recorded[0];
		const odd = { ...(real as object), flexslider: 'off', zoom_options: 5, photoswipe_options: null, zoom_enabled: 1 };
		vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		expect(readReviewParams(scope(odd))).not.toBeNull();
		expect(readTabsParams(scope({ ...odd, i18n_rating_options: 'five stars' }))).not.toBeNull();
	});

	it('turns the rating off, with one warning, when the fields it reads are corrupt; quietly when the global is missing', () => {
		const [, real] = recorded[0];
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		expect(readReviewParams(scope({ ...(real as object), i18n_rating_options: 'five stars' }))).toBeNull();
		expect(warn).toHaveBeenCalledTimes(1);
		expect(String(warn.mock.calls[0][0])).toContain('i18n_rating_options');
		expect(readReviewParams({})).toBeNull();
		expect(warn).toHaveBeenCalledTimes(1);
	});
});
