import { afterEach, describe, expect, it } from 'vitest';
import type { WcVariation } from '../contracts/variations';
import { GALLERY_RESET_POSITION, GALLERY_SLIDE_TO, resetVariationImage, showVariationImage } from './variation-image';

const markup = `<div class="product">
<div class="woocommerce-product-gallery images"><div class="woocommerce-product-gallery__wrapper">
<div data-thumb="/p-1-t.jpg" class="woocommerce-product-gallery__image"><a href="/p-1.jpg"><img src="/p-1-s.jpg" class="wp-post-image" alt="Hoodie" width="416" height="416" data-caption="" data-src="/p-1.jpg" data-large_image="/p-1.jpg" data-large_image_width="1600" data-large_image_height="1600"></a></div>
<div data-thumb="/p-2-t.jpg" class="woocommerce-product-gallery__image"><a href="/p-2.jpg"><img src="/p-2-s.jpg" alt=""></a></div>
</div><ol class="flex-control-nav flex-control-thumbs"><li><img src="/p-1-t.jpg"></li><li><img src="/p-2-t.jpg"></li></ol></div>
</div>`;

const variation = (image: Record<string, unknown>, image_id = 7) => ({ image, image_id }) as unknown as WcVariation;
const BLUE = { src: '/blue-s.jpg', src_w: 416, src_h: 520, srcset: false, sizes: false, alt: 'Blue', title: 'Blue hoodie', caption: 'In blue', full_src: '/blue.jpg', full_src_w: 1200, full_src_h: 1500, gallery_thumbnail_src: '/blue-t.jpg' };

function setUp() {
	document.body.innerHTML = markup;
	const product = document.querySelector('.product')!;
	const gallery = document.querySelector('.images')!;
	const events: string[] = [];
	for (const type of [GALLERY_SLIDE_TO, GALLERY_RESET_POSITION, 'woocommerce_gallery_init_zoom'])
		gallery.addEventListener(type, (event) => events.push(`${type}@${(event.target as Element).getAttribute('src') ?? 'gallery'}`));
	return { product, image: document.querySelector('.wp-post-image')!, thumb: document.querySelector('.flex-control-nav img')!, wrap: document.querySelector('.woocommerce-product-gallery__image')!, link: document.querySelector('.woocommerce-product-gallery__image a')!, events };
}

afterEach(() => {
	document.body.innerHTML = '';
});

describe('showVariationImage (wc_variations_image_update)', () => {
	it('swaps the main image, its large image, link, data-thumb and first thumbnail, keeping the originals; a reset restores them', () => {
		const { product, image, thumb, wrap, link, events } = setUp();
		showVariationImage(product, variation(BLUE));
		expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('alt'), image.getAttribute('title')]).toEqual(['/blue-s.jpg', '416', '520', 'Blue', 'Blue hoodie']);
		expect([image.getAttribute('data-large_image'), image.getAttribute('data-large_image_width'), image.getAttribute('data-large_image_height'), image.getAttribute('data-caption'), image.getAttribute('data-src')]).toEqual(['/blue.jpg', '1200', '1500', 'In blue', '/blue.jpg']);
		expect(image.hasAttribute('srcset')).toBe(false);
		expect([wrap.getAttribute('data-thumb'), thumb.getAttribute('src'), link.getAttribute('href')]).toEqual(['/blue-s.jpg', '/blue-t.jpg', '/blue.jpg']);
		expect([image.getAttribute('data-o_src'), image.getAttribute('data-o_data-large_image'), thumb.getAttribute('data-o_src')]).toEqual(['/p-1-s.jpg', '/p-1.jpg', '/p-1-t.jpg']);
		expect(events).toEqual([`${GALLERY_RESET_POSITION}@gallery`, 'woocommerce_gallery_init_zoom@gallery']);

		showVariationImage(product, null);
		expect([image.getAttribute('src'), image.getAttribute('data-large_image'), image.getAttribute('width'), thumb.getAttribute('src'), link.getAttribute('href'), wrap.getAttribute('data-thumb')]).toEqual(['/p-1-s.jpg', '/p-1.jpg', '416', '/p-1-t.jpg', '/p-1.jpg', '/p-1-t.jpg']);
		expect(image.hasAttribute('title')).toBe(false);
		expect(events.slice(2)).toEqual([`${GALLERY_RESET_POSITION}@gallery`, 'woocommerce_gallery_init_zoom@gallery']);
	});

	it('slides to a thumbnail that already shows the variation’s image instead of swapping', () => {
		const { product, image, events } = setUp();
		showVariationImage(product, variation({ ...BLUE, src: '/p-2-s.jpg', gallery_thumbnail_src: '/p-2-t.jpg' }));
		expect(image.getAttribute('src')).toBe('/p-1-s.jpg');
		expect(events).toEqual([`${GALLERY_SLIDE_TO}@/p-2-t.jpg`, 'woocommerce_gallery_init_zoom@gallery']);
	});

	it('goes back to the first slide only when the image changes', () => {
		const { product, events } = setUp();
		showVariationImage(product, variation(BLUE, 7));
		showVariationImage(product, variation(BLUE, 7));
		expect(events.filter((event) => event.startsWith(GALLERY_RESET_POSITION))).toHaveLength(1);
	});

	it('never writes a javascript: or data: URL, and leaves the page alone without a gallery', () => {
		const { product, image, link } = setUp();
		showVariationImage(product, variation({ ...BLUE, src: 'javascript:alert(1)' }));
		expect(image.getAttribute('src')).toBe('/p-1-s.jpg');
		showVariationImage(product, variation({ ...BLUE, full_src: 'data:text/html,x' }));
		expect([image.getAttribute('src'), image.getAttribute('data-large_image'), link.getAttribute('href')]).toEqual(['/blue-s.jpg', '/p-1.jpg', '/p-1.jpg']);
		resetVariationImage(product);
		expect(image.getAttribute('src')).toBe('/p-1-s.jpg');
		document.body.innerHTML = '<div class="product"></div>';
		expect(() => showVariationImage(document.querySelector('.product'), variation(BLUE))).not.toThrow();
	});
});
