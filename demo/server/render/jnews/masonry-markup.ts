/** A post list the theme lays out as masonry (`.jeg_posts_masonry`), posts of uneven height. */
import { type Html, html } from '../../http/html';
import type { BlockPost } from './slider-markup';

export const masonryPosts = (posts: readonly (BlockPost & { excerpt: string })[]): Html =>
	html`<div class="jeg_postblock jeg_col_8"><div class="jeg_block_heading"><h3 class="jeg_block_title"><span>From the archive</span></h3></div><div class="jeg_posts jeg_posts_masonry">${posts.map(
		(post) => html`<article class="jeg_post"><h3 class="jeg_post_title"><a href="${post.url}">${post.title}</a></h3><p class="jeg_post_excerpt">${post.excerpt}</p></article>`,
	)}</div></div>`;
