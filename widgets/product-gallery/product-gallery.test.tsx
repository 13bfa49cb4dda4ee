import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
// @ts-ignore -- jquery ships no type declarations and @types/jquery is not installed.
import jQuery from 'jquery';
import { act, fixture, framework, hydrateForTest, testContext } from '../../runtime/react/testing/island-kit';
import { GALLERY_RESET_POSITION, GALLERY_SLIDE_TO } from '../../runtime/variation-image';
import { galleryMarkup, REAL_PARAMS } from './fixtures';
import { gallerySettings } from './gallery-state';
import mountGallery from './index';
import { ProductGallery, SLIDES } from './product-gallery';

const settingsFor = (element: HTMLElement, params: Record<string, unknown> = REAL_PARAMS) => gallerySettings(params, element.querySelectorAll(SLIDES).length);
const render = (element: HTMLElement) => <ProductGallery element={element} settings={settingsFor(element)} />;

function mount(params: Record<string, unknown> = REAL_PARAMS, count = 3) {
	const element = fixture(galleryMarkup(count));
	const unmount = hydrateForTest(element, <ProductGallery element={element} settings={settingsFor(element, params)} />);
	const slides = () => Array.from(element.querySelectorAll(SLIDES));
	const thumbs = () => Array.from(element.querySelectorAll<HTMLElement>('ol.flex-control-nav.flex-control-thumbs li img'));
	const active = () => slides().findIndex((slide) => slide.classList.contains('flex-active-slide'));
	return { element, unmount, slides, thumbs, active };
}

beforeEach(() => {
	vi.stubGlobal('wc_single_product_params', REAL_PARAMS);
});

afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('product gallery island', () => {
	itHydratesByteForByte('gallery', [['three images', galleryMarkup()], ['one image', galleryMarkup(1)]], render);
	itLeavesNothingBehind({ html: galleryMarkup(), mount: mountGallery, render, usage: 'paging by thumbnail', use: (element) => element.querySelectorAll<HTMLElement>('.flex-control-nav img')[1]?.click() });

	// The loader's entry hydrates through Preact's root fragments, as shipped.
	it.skipIf(framework === 'react')('says before and after it starts, as WooCommerce does: the gallery element itself and the params, also to jQuery listeners', async () => {
		vi.stubGlobal('jQuery', jQuery);
		const element = fixture(galleryMarkup());
		const heard: unknown[][] = [];
		jQuery(document.body).on('wc-product-gallery-before-init wc-product-gallery-after-init', (event: { type: string }, ...args: unknown[]) => heard.push([event.type, ...args]));
		let unmount: (() => void) | void = undefined;
		await act(async () => {
			unmount = (await mountGallery(element, testContext())) as () => void;
		});
		expect(heard).toEqual([
			['wc-product-gallery-before-init', element, REAL_PARAMS],
			['wc-product-gallery-after-init', element, REAL_PARAMS],
		]);
		jQuery(document.body).off();
		act(() => unmount?.());
	});

	it('shows the gallery, adds the trigger and flexslider’s thumbnail strip, and marks the shown slide', async () => {
		const { element, slides, thumbs, active } = mount();
		await act(async () => {});
		expect(element.style.opacity).toBe('1');
		const trigger = element.firstElementChild!;
		expect(trigger.matches('a.woocommerce-product-gallery__trigger[role="button"][aria-haspopup="dialog"]')).toBe(true);
		expect(trigger.getAttribute('aria-label')).toBe('View full-screen image gallery');
		expect(trigger.textContent).toBe('🔍');
		expect(thumbs().map((thumb) => thumb.getAttribute('src'))).toEqual(['/img/p-1-100x100.jpg', '/img/p-2-100x100.jpg', '/img/p-3-100x100.jpg']);
		expect(thumbs()[0]!.className).toBe('flex-active');
		expect(active()).toBe(0);
		expect(slides().map((slide) => slide.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true']);
		expect(element.querySelector('.woocommerce-product-gallery__wrapper')!.classList.contains('flex-viewport')).toBe(true);
	});

	it('moves by thumbnail, by arrow keys (not past the ends without animationLoop) and on WooCommerce’s events', async () => {
		const { element, thumbs, active } = mount();
		await act(async () => {});
		await act(async () => thumbs()[2]!.click());
		expect(active()).toBe(2);
		expect(thumbs()[2]!.className).toBe('flex-active');
		await act(async () => {
			thumbs()[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
		});
		expect(active()).toBe(2);
		await act(async () => {
			thumbs()[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
		});
		expect(active()).toBe(1);
		await act(async () => {
			element.dispatchEvent(new CustomEvent(GALLERY_RESET_POSITION));
		});
		expect(active()).toBe(0);
		await act(async () => {
			thumbs()[2]!.dispatchEvent(new CustomEvent(GALLERY_SLIDE_TO, { bubbles: true }));
		});
		expect(active()).toBe(2);
	});

	it('pages right-to-left and loops with rtl and animationLoop', async () => {
		const { element, active } = mount({ ...REAL_PARAMS, flexslider: { ...REAL_PARAMS.flexslider, rtl: true, animationLoop: true } });
		await act(async () => {});
		expect(element.querySelector('.woocommerce-product-gallery__wrapper')!.getAttribute('dir')).toBe('rtl');
		await act(async () => {
			element.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
		});
		expect(active()).toBe(2);
	});

	it('without flexslider or with one image: no strip, no carousel, the gallery still shown', async () => {
		for (const [params, count] of [[{ ...REAL_PARAMS, flexslider_enabled: '' }, 3], [REAL_PARAMS, 1]] as const) {
			const { element, unmount } = mount(params, count);
			await act(async () => {});
			expect(element.style.opacity).toBe('1');
			expect(element.querySelector('.flex-control-nav')).toBeNull();
			expect(element.getAttribute('role')).toBeNull();
			unmount();
			document.body.innerHTML = '';
		}
	});

	it('without zoom there is no trigger; without the global the island only shows the gallery', async () => {
		const { element, unmount } = mount({ ...REAL_PARAMS, zoom_enabled: '' });
		await act(async () => {});
		expect(element.querySelector('.woocommerce-product-gallery__trigger')).toBeNull();
		unmount();
		document.body.innerHTML = '';
		// What readProps gives without the global: the settings of no params.
		const bare = fixture(galleryMarkup());
		hydrateForTest(bare, <ProductGallery element={bare} settings={gallerySettings(null, 3)} />);
		await act(async () => {});
		expect(bare.style.opacity).toBe('1');
		expect(bare.querySelector('.flex-control-nav, .woocommerce-product-gallery__trigger')).toBeNull();
	});
});
