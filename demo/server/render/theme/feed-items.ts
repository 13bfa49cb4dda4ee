/**
 * Small post lists the theme endpoint answers with: side-feed items
 * (theme-ajax.md §2.1), live-search results (§3.2) and mega-menu panels (§4.1).
 */
import { type Html, html } from '../../http/html';
import { CATEGORIES, postUrl, type ThemePost } from '../../state/theme-posts';
import { postImage } from './post-image';

/** One side-feed item; the first of a fresh list is the big box. */
export const sideFeedItem = (post: ThemePost, sequence: number): Html => {
	const url = postUrl(post);
	return html`<div class="jeg_post ${sequence === 0 ? 'jeg_pl_md_box' : 'jeg_pl_sm'}" data-id="${post.id}" data-sequence="${sequence}"><div class="jeg_thumb"><a class="ajax" href="${url}"><img src="${postImage(post)}" width="80" height="80" alt="${post.title}" loading="lazy"></a></div><div class="jeg_postblock_content"><h3 class="jeg_post_title"><a class="ajax" href="${url}">${post.title}</a></h3><div class="jeg_post_meta"><div class="jeg_meta_date"><i class="fa fa-clock-o"></i> ${post.date.slice(0, 10)}</div></div></div></div>`;
};

/** One live-search result (`fragment/header/search-result.php`). */
export const searchItem = (post: ThemePost): Html => {
	const url = postUrl(post);
	return html`<div class="jeg_post jeg_pl_xs_3"><div class="jeg_thumb"><a class="ajax" href="${url}"><div class="thumbnail-container size-1000"><img width="75" height="75" src="${postImage(post)}" alt="${post.title}" loading="lazy"></div></a></div><div class="jeg_postblock_content"><h2 class="jeg_post_title"><a class="ajax" href="${url}">${post.title}</a></h2><div class="jeg_post_meta"><div class="jeg_meta_date"><i class="fa fa-clock-o"></i> ${post.date.slice(0, 10)}</div></div></div></div>`;
};

const megaItem = (post: ThemePost): Html => {
	const url = postUrl(post);
	return html`<div class="jeg_newsfeed_item"><div class="jeg_thumb"><a href="${url}"><img src="${postImage(post)}" width="180" height="120" alt="${post.title}" loading="lazy"></a></div><h3 class="jeg_post_title"><a href="${url}">${post.title}</a></h3></div>`;
};

/** One category's container: type 1 a carousel, type 2 a static grid. */
export const megaContainer = (type: 1 | 2, catId: number, posts: ThemePost[], withSubcat: boolean): Html =>
	type === 1
		? html`<div data-cat-id="${catId}" data-load-status="loaded" class="jeg_newsfeed_container ${withSubcat ? 'with_subcat' : 'no_subcat'}"><div class="newsfeed_carousel">${posts.map(megaItem)}</div></div>`
		: html`<div data-cat-id="${catId}" data-load-status="loaded" class="jeg_newsfeed_container"><div class="newsfeed_static">${posts.map(megaItem)}</div></div>`;

/** The whole panel a build answers: sub-category list, the first container, the overlay; type 2 adds tags. */
export function megaPanel(type: 1 | 2, catId: number, posts: ThemePost[], tags: { id: number; name: string }[]): Html {
	const children = CATEGORIES.filter((category) => category.parent === catId);
	const subcats = [{ id: catId, name: 'All' }, ...children];
	const list = html`<div class="jeg_newsfeed_subcat"><ul class="jeg_subcat_item">${subcats.map((category, index) => html`<li data-cat-id="${category.id}"${index === 0 ? html` class="active"` : ''}><a href="/category/${category.id}/">${category.name}</a></li>`)}</ul></div>`;
	const overlay = html`<div class="newsfeed_overlay"><div class="preloader_type preloader_circle"><div class="newsfeed_preloader jeg_preloader circle"></div></div></div>`;
	const tagList = type === 2 && tags.length ? html`<div class="jeg_newsfeed_tags"><h3>Trending Tags</h3><ul>${tags.map((tag) => html`<li><a href="/tag/${tag.id}/">${tag.name}</a></li>`)}</ul></div>` : '';
	return html`${list}<div class="jeg_newsfeed_list${type === 2 ? ' loaded' : ''}">${megaContainer(type, catId, posts, children.length > 0)}${overlay}</div>${tagList}`;
}
