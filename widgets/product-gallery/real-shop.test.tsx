// @vitest-environment-options {"url":"http://127.0.0.1:8884/product/test-jacket/","settings":{"handleDisabledFileLoadingAsSuccess":true}}
/**
 * The product gallery over what the real shop printed for the staged Test Jacket (three images,
 * WooCommerce 10.9's markup), with the page's real `wc_single_product_params`: it hydrates byte
 * for byte, and its thumbnails page it. The page's address is the recorded shop's; its
 * stylesheets and images are not fetched.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realShopGlobals, realShopMarkup } from '../../contracts/fixtures/real-shop';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { gallerySettings } from './gallery-state';
import { ProductGallery, SLIDES } from './product-gallery';

const params = realShopGlobals().find(({ file }) => file === 'product-jacket.json')!.globals.wc_single_product_params as Record<string, unknown>;
const render = (element: HTMLElement) => <ProductGallery element={element} settings={gallerySettings(params, element.querySelectorAll(SLIDES).length)} />;

afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('product gallery over the real shop', () => {
	itHydratesByteForByte('real jacket gallery', realShopMarkup('product-gallery-jacket'), render);

	it('pages the real three images by their thumbnails', async () => {
		vi.stubGlobal('wc_single_product_params', params);
		const element = fixture(realShopMarkup('product-gallery-jacket'));
		const unmount = hydrateForTest(element, render(element));
		await act(async () => {});
		const thumbs = [...element.querySelectorAll<HTMLElement>('ol.flex-control-nav li img')];
		expect(thumbs).toHaveLength(3);
		await act(async () => thumbs[2]!.click());
		const slides = [...element.querySelectorAll(SLIDES)];
		expect(slides.findIndex((slide) => slide.classList.contains('flex-active-slide'))).toBe(2);
		unmount();
	});
});
