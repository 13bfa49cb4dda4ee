/**
 * The side feed panel (theme-ajax.md §2.1): tabs, the category filter, the
 * `side_feed` settings script, the first page of items and the load-more
 * button. Page 1 of "latest" starts with the post being read.
 */
import { type Html, html, raw } from '../../http/html';
import { scriptJson } from '../../http/php-json';
import { queryPosts, type ThemePost } from '../../state/theme-posts';
import { sideFeedItem } from './feed-items';

export const SIDE_FEED_PAGE = 12;

export function sideFeed(current: ThemePost | null): Html {
	const settings = {
		paged: 1,
		post_type: 'post',
		exclude_post: current ? current.id : null,
		include_category: '',
		sort_by: 'latest',
		post_offset: 0,
		number_post: SIDE_FEED_PAGE,
		pagination_number_post: SIDE_FEED_PAGE,
	};
	const result = queryPosts({ sort_by: 'latest', exclude_post: current ? String(current.id) : '' }, 1, SIDE_FEED_PAGE);
	const posts = current ? [current, ...result.posts] : result.posts;
	return html`<div id="jeg_sidecontent"><div class="jeg_side_heading"><ul class="jeg_side_tabs"><li data-tab-content="tab1" data-sort="latest" class="active">Latest</li><li data-tab-content="tab2" data-sort="popular_post">Trending</li></ul><div class="jeg_side_feed_cat_wrapper"><div class="jeg_cat_dropdown"><button class="jeg_filter_button" type="button">Filter</button><ul class="jeg_filter_menu"><li><a href="#" class="active">All</a></li><li><a href="/category/city/" data-id="72">City</a></li><li><a href="/category/science/" data-id="74">Science</a></li></ul></div></div><script> var side_feed = ${raw(scriptJson(settings))}; </script></div><div class="sidecontent_postwrapper"><div class="jeg_sidefeed">${posts.map((post, i) => sideFeedItem(post, i))}</div><div class="sidefeed_loadmore"><button class="btn${result.next ? '' : ' btn-end'}" type="button" data-end="End of Content" data-loading="Loading..." data-loadmore="Load More">${result.next ? 'Load More' : 'End of Content'}</button></div></div><div class="jeg_sidefeed_overlay"><div class="preloader_type preloader_circle"><div class="newsfeed_preloader jeg_preloader circle"></div></div></div></div>`;
}

/**
 * The theme lays the side feed out as a panel whose list scrolls on its own
 * (jScrollPane over `.sidecontent_postwrapper`); the demo's stylesheet keeps
 * it in the page flow. With the `sideFeedPane` site setting the page gets this
 * rule, as a site's additional CSS would: a pane of a fixed height that
 * scrolls by itself.
 */
export const sideFeedPaneStyle = (): Html =>
	html`<style id="jnews-sidefeed-pane-css">#jeg_sidecontent .sidecontent_postwrapper { height: 360px; overflow-y: auto; overscroll-behavior: contain; border: 1px solid #ddd; }</style>`;
