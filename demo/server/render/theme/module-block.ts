/**
 * JNews module (block) markup (theme-ajax.md §1.1, §1.3): the block as the page
 * prints it, with its heading, optional category filter, posts, paging nav and
 * `var <uid> = {...}` settings script; and the `content` the paging action
 * answers (wrapped for page 1 and next/prev, bare "alt" items for later
 * load-more and scroll pages). Block 35 is the masonry block: its list sits
 * in `.jeg_posts_wrap.jeg_posts_masonry`.
 */
import { type Html, html, raw } from '../../http/html';
import { scriptJson } from '../../http/php-json';
import { AUTHORS, CATEGORIES, excerpt, postUrl, type QueryResult, type ThemePost } from '../../state/theme-posts';
import { postImage } from './post-image';

/** Block settings as the theme prints them into `window[uid]` (strings, plus `{size}` from page builders). */
export type BlockSettings = Record<string, string | { size: number }> & { class: string; pagination_mode: string };

export interface BlockHeading {
	title: string;
	/** Category filter links (`a.subclass-filter`), after "All". */
	filterCategories?: number[];
}

const postItem = (post: ThemePost, excerptWords: number): Html => {
	const url = postUrl(post);
	return html`<article class="jeg_post jeg_pl_md_2 format-standard" data-id="${post.id}"><div class="jeg_thumb"><a href="${url}"><div class="thumbnail-container size-715"><img width="120" height="86" src="${postImage(post)}" class="attachment-jnews-120x86 size-jnews-120x86 wp-post-image" alt="${post.title}" loading="lazy" decoding="async"></div></a></div><div class="jeg_postblock_content"><h3 class="jeg_post_title"><a href="${url}">${post.title}</a></h3><div class="jeg_post_meta"><div class="jeg_meta_author"><span class="by">by</span> <a href="/author/${post.authorId}/">${AUTHORS[post.authorId]}</a></div><div class="jeg_meta_date"><a href="${url}"><i class="fa fa-clock-o"></i> ${post.date.slice(0, 10).replace(/-/g, '/')}</a></div></div>${excerptWords > 0 ? html`<div class="jeg_post_excerpt"><p>${excerpt(post, excerptWords)}</p></div>` : ''}</div></article>`;
};

/**
 * JNews Block 35, the masonry block: a box per post, tall for a portrait
 * thumbnail (`jeg_pl_md_box`, with a "Read more" link) and short for a
 * landscape one (`jeg_pl_md_5`), so the boxes differ in height.
 */
export const MASONRY_BLOCK = 'JNews_Block_35';

const masonryItem = (post: ThemePost, excerptWords: number): Html => {
	const url = postUrl(post);
	const portrait = post.id % 2 === 0;
	return html`<article class="jeg_post ${portrait ? 'jeg_pl_md_box' : 'jeg_pl_md_5'} format-standard" data-id="${post.id}"><div class="box_wrap"><div class="jeg_thumb"><a href="${url}"><img width="350" height="${portrait ? 500 : 250}" src="${postImage(post)}?post=${post.id}" class="wp-post-image" alt="${post.title}" loading="lazy" decoding="async"></a><div class="jeg_post_category"><span>${CATEGORIES.find((c) => c.id === post.category)?.name ?? ''}</span></div></div><div class="jeg_postblock_content"><h3 class="jeg_post_title"><a href="${url}">${post.title}</a></h3><div class="jeg_post_excerpt"><p>${excerpt(post, excerptWords || 20)}</p>${portrait ? html`<a href="${url}" class="jeg_readmore">Read more</a>` : ''}</div></div></div></article>`;
};

const EMPTY = raw("<div class='jeg_empty_module'>No Content Available</div>");

const excerptWords = (settings: BlockSettings): number => Math.max(0, Number(settings.excerpt_length) || 0);

/** The post list of one page; `alt` is the unwrapped rendering appended by load-more and scroll. */
export function moduleContent(settings: BlockSettings, result: QueryResult, alt: boolean): Html {
	const masonry = settings.class === MASONRY_BLOCK;
	const items = result.posts.map((post) => (masonry ? masonryItem : postItem)(post, excerptWords(settings)));
	if (alt) return html`${items}`;
	if (!result.posts.length) return EMPTY;
	const list = html`<div class="jeg_posts jeg_load_more_flag">${items}</div>`;
	return masonry ? html`<div class="jeg_posts_wrap jeg_posts_masonry">${list}</div>` : list;
}

function navigation(mode: string, result: QueryResult): Html {
	if (mode === 'nextprev') {
		const inactive = !result.next && !result.prev;
		return html`<div class="jeg_block_nav${inactive ? ' inactive' : ''} showtext"><a href="#" class="prev${result.prev ? '' : ' disabled'}" title="Previous"><i class="fa fa-angle-left"></i> Prev</a><a href="#" class="next${result.next ? '' : ' disabled'}" title="Next">Next <i class="fa fa-angle-right"></i></a></div>`;
	}
	if (mode === 'loadmore' || mode === 'scrollload')
		return html`<div class="jeg_block_loadmore${result.next ? '' : ' inactive'}"><a href="#"${raw(result.next ? '' : ' class="disabled"')} data-load="Load More" data-loading="Loading...">Load More</a></div>`;
	return html``;
}

function heading(uid: string, head: BlockHeading): Html {
	const filters = head.filterCategories?.length
		? html`<div class="jeg_subcat jnews_subcat_navigation"><ul class="jeg_subcat_list"><li><a href="#" data-id="0" data-type="all" class="subclass-filter current">All</a></li>${head.filterCategories.map((id) => {
				const category = CATEGORIES.find((c) => c.id === id);
				return category ? html`<li><a href="/category/${category.slug}/" data-id="${id}" data-type="category" class="subclass-filter">${category.name}</a></li>` : '';
			})}</ul></div>`
		: '';
	return html`<div class="jeg_block_heading jeg_block_heading_8 jeg_subcat_right"><h3 class="jeg_block_title" id="${uid}_title"><span>${head.title}</span></h3>${filters}</div>`;
}

/** The whole block as printed on a page: page 1 of its query. */
export function moduleBlock(uid: string, settings: BlockSettings, head: BlockHeading, result: QueryResult): Html {
	const mode = settings.pagination_mode;
	const blockNumber = /(\d+)$/.exec(settings.class)?.[1] ?? '3';
	return html`<div class="jeg_postblock_${blockNumber} jeg_postblock jeg_module_hook jeg_pagination_${mode} ${typeof settings.column_class === 'string' ? settings.column_class : 'jeg_col_2o3'} ${uid}" data-unique="${uid}">${heading(uid, head)}<div class="jeg_posts jeg_block_container">${moduleContent(settings, result, false)}<div class="module-overlay"><div class="preloader_type preloader_dot"><div class="module-preloader jeg_preloader dot"><span></span><span></span><span></span></div></div></div></div><div class="jeg_block_navigation"><div class="navigation_overlay"><div class="module-preloader jeg_preloader"><span></span><span></span><span></span></div></div>${navigation(mode, result)}</div><script>var ${uid} = ${raw(scriptJson(settings))};</script></div>`;
}
