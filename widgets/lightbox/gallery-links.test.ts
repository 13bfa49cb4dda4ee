import { afterEach, describe, expect, it } from 'vitest';
import { articleGalleryPage } from '../../demo/server/render/article-gallery-page';
import { galleryItem, galleryLinkOf, galleryLinks, POST_GALLERY } from './gallery-links';

const galleries = () => {
	document.body.innerHTML = articleGalleryPage(true).content.value;
	return Array.from(document.querySelectorAll<HTMLElement>(POST_GALLERY));
};
const clickOn = (target: Element) => {
	const event = new MouseEvent('click', { bubbles: true });
	Object.defineProperty(event, 'target', { value: target });
	return event;
};
const option = (value: unknown) => ((globalThis as { jnewsoption?: unknown }).jnewsoption = value);

afterEach(() => {
	delete (globalThis as { jnewsoption?: unknown }).jnewsoption;
	document.body.innerHTML = '';
});

describe('post gallery links', () => {
	it('takes every link to an image file, titled by its caption or else its alt, and leaves attachment pages out', () => {
		const [shortcode, block] = galleries();
		expect(galleryLinks(shortcode).map((link) => link.pathname)).toEqual(['/demo/lightbox/photo-1.svg', '/demo/lightbox/photo-2.svg', '/demo/lightbox/photo-3.svg']);
		expect(galleryLinks(shortcode).map((link) => galleryItem(link).title)).toEqual(['Boats leave before the fog lifts.', 'Market street', 'The north light, restored in 2019.']);
		expect(galleryLinks(block).map((link) => galleryItem(link).title)).toEqual(['On deck.', 'Missing file.']);
	});

	it('opens only with the theme option on: single_gallery off, or no jnewsoption, leaves the links to the browser', () => {
		const [shortcode] = galleries();
		const image = shortcode.querySelector('img')!;
		expect(galleryLinkOf(clickOn(image))).toBeNull();
		option({ single_gallery: '' });
		expect(galleryLinkOf(clickOn(image))).toBeNull();
		option({ single_gallery: '1', popup_script: 'photoswipe' });
		expect(galleryLinkOf(clickOn(image))).toEqual({ link: image.closest('a'), gallery: shortcode });
		expect(galleryLinkOf(clickOn(shortcode.querySelector('a[href$="/ferry/"] img')!))).toBeNull();
	});
});
