/**
 * The theme's slider blocks as JNews prints them (contract theme-ui §21):
 * a post carousel (type 1), a post slider (type 6, arrows labelled from
 * `data-nav-prev/next`), a plain hero block and a slider hero, and the single
 * post's featured gallery. The front page shows them through `frontBlocks()`.
 */
import { type Html, html } from '../../http/html';
import { imageUrl } from '../product-image';

export interface BlockPost {
	title: string;
	url: string;
	slug: string;
}

const thumb = (post: BlockPost, width: number, height: number): Html =>
	html`<div class="jeg_thumb"><a href="${post.url}"><div class="thumbnail-container"><img src="${imageUrl(post.slug)}" width="${width}" height="${height}" alt=""></div></a></div>`;

const postTitle = (post: BlockPost): Html => html`<h3 class="jeg_post_title"><a href="${post.url}">${post.title}</a></h3>`;

/** Post carousel type 1: three posts at a time, autoplaying every 3 s, with arrows. */
export const postCarousel = (posts: readonly BlockPost[], data = { autoplay: 'true', delay: '3000', items: '3', margin: '20', nav: '1' }): Html =>
	html`<div class="jeg_postblock_carousel_1 jeg_postblock jeg_col_12"><div class="jeg_block_heading"><h3 class="jeg_block_title"><span>Around the city</span></h3></div><div class="jeg_carousel_post" data-nav="${data.nav}" data-autoplay="${data.autoplay}" data-delay="${data.delay}" data-items="${data.items}" data-margin="${data.margin}" data-lazyload="">${posts.map(
		(post) => html`<article class="jeg_post">${thumb(post, 320, 180)}<div class="jeg_postblock_content">${postTitle(post)}</div></article>`,
	)}</div></div>`;

/** Post slider type 6: one slide at a time, dots, arrows labelled by the block, no autoplay. */
export const postSlider = (posts: readonly BlockPost[]): Html =>
	html`<div class="jeg_slider_wrapper jeg_col_2o3"><div class="jeg_slider jeg_slider_type_6" data-autoplay="" data-delay="5000" data-items="1" data-nav-prev="Previous story" data-nav-next="Next story" data-hover-action="">${posts.map(
		(post) => html`<div class="jeg_slide_item">${thumb(post, 640, 360)}<div class="jeg_slide_caption">${postTitle(post)}</div></div>`,
	)}</div></div>`;

const heroPosts = (posts: readonly BlockPost[]): Html[] =>
	posts.map((post, index) => html`<article class="jeg_post jeg_hero_item_${index + 1}"><div class="jeg_block_container">${thumb(post, 400, 225)}<div class="jeg_postblock_content">${postTitle(post)}</div></div></article>`);

/** A hero block of four posts with a gap of `data-margin` px (10 on the front page). */
export const heroBlock = (posts: readonly BlockPost[], margin = 10): Html =>
	html`<div class="jeg_heroblock jeg_heroblock_1 jeg_col_12" data-margin="${margin}" data-autoplay="" data-delay=""><div class="jeg_heroblock_wrapper"><div class="jeg_heroblock_scroller">${heroPosts(posts)}</div></div></div>`;

/** A hero block printed as a slider: each `.jeg_hero_wrapper` child is one hero. */
export const heroSlider = (groups: readonly (readonly BlockPost[])[], margin = 4): Html =>
	html`<div class="jeg_heroblock jeg_heroblock_2 tiny-slider jeg_col_12" data-margin="${margin}" data-autoplay="" data-delay="5000"><div class="jeg_hero_wrapper">${groups.map(
		(posts) => html`<div class="jeg_heroblock_wrapper"><div class="jeg_heroblock_scroller">${heroPosts(posts)}</div></div>`,
	)}</div></div>`;

/** The single post's featured gallery: one image at a time, arrows and dots, no loop. */
export const featuredGallery = (posts: readonly BlockPost[]): Html =>
	html`<div class="jeg_featured featured_image"><div class="featured_gallery">${posts.map(
		(post) => html`<a href="${imageUrl(post.slug)}"><div class="thumbnail-container"><img src="${imageUrl(post.slug)}" width="648" height="364" alt="${post.title}"></div></a>`,
	)}</div></div>`;

/** The overlay slider: a background and caption per post, a thumbnail strip below; only the first background is loaded. */
export const overlaySlider = (posts: readonly BlockPost[], fullscreen = false): Html =>
	html`<div class="jeg_overlay_slider" data-fullscreen="${fullscreen ? '1' : ''}" data-nav="1"><div class="jeg_overlay_slider_loader"><div class="jeg_overlay_slider_loader_circle"></div></div><div class="jeg_overlay_slider_wrapper">${posts.map(
		(post, index) =>
			index === 0
				? html`<div class="jeg_overlay_slider_bg loaded active" data-bg="${imageUrl(post.slug)}" style="background-image: url('${imageUrl(post.slug)}')"></div>`
				: html`<div class="jeg_overlay_slider_bg" data-bg="${imageUrl(post.slug)}"></div>`,
	)}${posts.map(
		(post, index) =>
			html`<div class="jeg_overlay_caption_container${index === 0 ? ' active' : ''}"><div class="jeg_overlay_caption"><h2 class="jeg_post_title"><a href="${post.url}">${post.title}</a></h2></div></div>`,
	)}</div><div class="jeg_overlay_slider_bottom">${posts.map(
		(post, index) =>
			html`<div class="jeg_overlay_slider_item_wrapper${index === 0 ? ' active' : ''}" data-id="${index}"><a class="jeg_overlay_slider_item" href="${post.url}"><img src="${imageUrl(post.slug)}" width="160" height="90" alt=""><span class="jeg_overlay_slider_item_title">${post.title}</span></a></div>`,
	)}</div></div>`;
