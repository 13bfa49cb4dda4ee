/**
 * `/demo/gallery/`: prettyPhoto markup as themes and WooCommerce print it.
 * A `rel="prettyPhoto[photos]"` set of five large photos, a WooCommerce-style
 * `data-rel="prettyPhoto[media]"` set of every other content type (YouTube,
 * Vimeo, Dailymotion, an iframe, inline content, ajax), a Flash and a
 * QuickTime item (`.swf`, `.mov`: a link, never a player), single links, a
 * broken image, and `?n=` more photos in a third set (for the thumbnail
 * maximum and the many-links measurement). The page prints
 * `islands_lightbox_params` with deep links on, as a theme would through
 * `wp_localize_script`. No shop markup: only the lightbox loads.
 */
import { type Html, html, raw } from '../http/html';
import type { PageBody } from './layout';

export const MAX_GALLERY_LINKS = 2000;

/** `?n=` clamped to 0..MAX_GALLERY_LINKS; anything unparsable gives 0. */
export const galleryCount = (value: string | null): number =>
	value !== null && /^\d{1,6}$/.test(value) ? Math.min(Number(value), MAX_GALLERY_LINKS) : 0;

const photo = (n: number) => `/demo/lightbox/photo-${n}.svg`;

const PHOTOS: readonly [alt: string, title: string][] = [
	['Harbour at dawn', 'Boats leave before the fog lifts.'],
	['Market street', 'Saturday stalls on the old street.'],
	['<b>Not bold</b>', 'Markup in alt and title stays text: <i>not italic</i>.'],
	['Lighthouse', 'The north light, restored in 2019.'],
	['Evening ferry', ''],
];

const thumb = (n: number, alt: string): Html => html`<img src="${photo(n)}" width="120" height="80" alt="${alt}">`;

const MEDIA: readonly [href: string, label: string, title: string][] = [
	['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'YouTube video', 'A YouTube watch URL'],
	['https://vimeo.com/76979871', 'Vimeo video', 'A Vimeo URL'],
	['https://www.dailymotion.com/video/x7tgad0', 'Dailymotion video', 'A Dailymotion URL'],
	['/demo/lightbox/frame.html?iframe=true&width=600&height=400', 'Framed page', 'An iframe, 600 × 400'],
	['#lightbox-inline', 'Inline content', 'Content printed on this page'],
	['/demo/lightbox/fragment.html?ajax=true', 'Ajax content', 'Fetched from this site'],
	['https://www.youtube.com/watch?v=short', 'Bad YouTube URL', 'An id that is not 11 characters'],
];

/** prettyPhoto's Flash and QuickTime items (contract §2): shown as a link, never as a player. */
const LEGACY: readonly [href: string, label: string, title: string][] = [
	['/demo/lightbox/intro.swf?width=640&height=360&flashvars=autoplay%3D1', 'Flash movie (.swf)', 'The 2009 intro, a Flash movie'],
	['/demo/lightbox/interview.mov?width=640&height=360', 'QuickTime video (.mov)', 'The interview, a QuickTime video'],
];

export function galleryPage(extra: number): PageBody {
	const photos = PHOTOS.map(
		([alt, title], i) => html`<li><a href="${photo(i + 1)}" rel="prettyPhoto[photos]" title="${title}">${thumb(i + 1, alt)}</a></li>`,
	);
	const media = MEDIA.map(([href, label, title]) => html`<li><a href="${href}" data-rel="prettyPhoto[media]" title="${title}">${label}</a></li>`);
	const many = Array.from({ length: extra }, (_, i) => html`<li><a href="${photo(i + 1)}" rel="prettyPhoto[many]">Photo ${i + 1}</a></li>`);
	return {
		title: 'Gallery',
		bodyClass: 'page demo-gallery',
		content: html`<h1 class="entry-title">Lightbox gallery</h1>
<script>var islands_lightbox_params = ${raw(JSON.stringify({ deeplinking: '1', slideshow: '5000' }))};</script>
<section aria-labelledby="photos"><h2 id="photos">Photos</h2><ul class="demo-gallery-grid">${photos}</ul></section>
<section aria-labelledby="media"><h2 id="media">Other content</h2><ul>${media}</ul></section>
<section aria-labelledby="legacy"><h2 id="legacy">Flash and QuickTime</h2><ul>${LEGACY.map(([href, label, title]) => html`<li><a href="${href}" rel="prettyPhoto[legacy]" title="${title}">${label}</a></li>`)}</ul></section>
<section aria-labelledby="single"><h2 id="single">Single links</h2><ul>
<li><a href="${photo(6)}" rel="prettyPhoto" title="A photo without a set">${thumb(6, 'Single photo')}</a></li>
<li><a href="/demo/lightbox/missing.jpg" rel="prettyPhoto" class="demo-broken">Broken image</a></li>
<li><a href="${photo(2)}" class="zoom" title="WooCommerce 2.x a.zoom">Zoom link</a></li>
</ul></section>
${extra ? html`<section aria-labelledby="many"><h2 id="many">${extra} more photos</h2><ul class="demo-many-photos">${many}</ul></section>` : ''}
<div id="lightbox-inline" hidden><h3>Inline content</h3><p>These nodes are moved into the lightbox and back.</p><p><label>Note <input type="text" name="inline-note"></label></p></div>`,
	};
}
