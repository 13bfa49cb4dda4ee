/**
 * `/demo/article-gallery/`: a JNews single post whose content holds the two
 * galleries WordPress prints (the `[gallery]` shortcode with `link="file"` and
 * the block editor's gallery), with `jnewsoption.single_gallery` on, as the
 * theme's Customizer sets it (contract theme-ajax §0.4, lightbox §9).
 * One shortcode item links to its attachment page (it stays a link), one
 * block item to a missing file (the popup says the image could not be
 * loaded). `?single_gallery=0` prints the option off.
 */
import { type Html, html } from '../http/html';
import type { PageBody } from './layout';
import { localizedScript } from './localized';

const photo = (n: number) => `/demo/lightbox/photo-${n}.svg`;

const SHORTCODE: readonly [n: number, alt: string, caption: string][] = [
	[1, 'Harbour at dawn', 'Boats leave before the fog lifts.'],
	[2, 'Market street', ''],
	[3, 'Lighthouse', 'The north light, restored in 2019.'],
];

const shortcodeItem = ([n, alt, caption]: (typeof SHORTCODE)[number]): Html => html`<figure class="gallery-item">
<div class="gallery-icon landscape"><a href="${photo(n)}"><img width="150" height="100" src="${photo(n)}" class="attachment-thumbnail size-thumbnail" alt="${alt}" decoding="async"></a></div>
${caption ? html`<figcaption class="wp-caption-text gallery-caption" id="gallery-1-${n}">${caption}</figcaption>` : ''}</figure>`;

const blockItem = (href: string, src: string, alt: string, caption: string): Html => html`<figure class="wp-block-image size-large"><a href="${href}"><img src="${src}" alt="${alt}" width="300" height="200"></a><figcaption class="wp-element-caption">${caption}</figcaption></figure>`;

export function articleGalleryPage(singleGallery: boolean): PageBody {
	return {
		title: 'A day on the coast',
		bodyClass: 'single single-post jnews',
		content: html`${localizedScript('jnews-frontend', 'jnewsoption', { popup_script: 'magnific', single_gallery: singleGallery ? '1' : '' })}
<div class="jeg_main"><div class="jeg_post jeg_single_tpl_1"><h1 class="jeg_post_title">A day on the coast</h1>
<div class="entry-content no-share"><div class="content-inner">
<p>From the harbour to the lighthouse, in pictures.</p>
<div id="gallery-1" class="gallery galleryid-42 gallery-columns-3 gallery-size-thumbnail">
${SHORTCODE.map(shortcodeItem)}
<figure class="gallery-item"><div class="gallery-icon landscape"><a href="/article/a-day-on-the-coast/ferry/"><img width="150" height="100" src="${photo(5)}" alt="Evening ferry (attachment page)"></a></div></figure>
</div>
<p>And from the ferry:</p>
<figure class="wp-block-gallery has-nested-images columns-2 is-cropped">
${blockItem(photo(4), photo(4), 'Ferry deck', 'On deck.')}
${blockItem('/demo/lightbox/missing.jpg', photo(6), 'A photo that went missing', 'Missing file.')}
</figure>
</div></div></div></div>`,
	};
}
