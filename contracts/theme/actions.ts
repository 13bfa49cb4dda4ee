/**
 * The other theme actions (theme-ajax.md §2–§4, §6–§9): their names, request
 * fields and answers.
 */
import { type Guard, isBoolean, isRecord, isString, optional, shape } from '../guard';
import { numberOf } from './number';

export const THEME_ACTIONS = {
	firstLoad: 'jnews_first_load_action',
	newsfeed: 'jnews_newsfeed_load',
	liveSearch: 'jnews_ajax_live_search',
	megaBuild1: 'jnews_build_mega_category_1',
	megaBuild2: 'jnews_build_mega_category_2',
	megaCategory1: 'jnews_mega_category_1',
	megaCategory2: 'jnews_mega_category_2',
	comment: 'jnews_ajax_comment',
	cartDetail: 'jnews_ajax_cart_detail',
	reviewSearch: 'review_search_handler',
} as const;

/** `window.side_feed` and the `data[...]` of `jnews_newsfeed_load`. */
export interface SideFeedState extends Record<string, unknown> {
	paged: number;
	sort_by: string;
	include_category: string;
}

export const isSideFeedState: Guard<SideFeedState> = (value): value is SideFeedState =>
	isRecord(value) && (isString(value.sort_by) || value.sort_by === undefined) && Number.isFinite(numberOf(value.paged ?? 1));

/** `{content, next, prev}`, shared by the side feed and module paging. */
export interface FeedResponse {
	content: string;
	next: boolean;
	prev: boolean;
}

export const isFeedResponse: Guard<FeedResponse> = shape({ content: isString, next: isBoolean, prev: isBoolean });

/** First-load answer: pre-formatted counters, keys present only when their plugin answered. */
export interface FirstLoadResponse {
	view_counter?: string;
	counter?: Record<string, string>;
}

export const isFirstLoadResponse: Guard<FirstLoadResponse> = (value): value is FirstLoadResponse =>
	isRecord(value) && optional(isString)(value.view_counter) && (value.counter === undefined || isRecord(value.counter));

/** Counter key → the elements it is written into (text, never HTML). */
export const COUNTER_TARGETS: Record<string, string> = {
	total_view: '.jeg_share_stats .jeg_views_count .counts',
	total_share: '.jeg_share_stats .jeg_share_count .counts',
	total_comment: '.jeg_meta_comment a span',
};

/** Cart detail answers a JSON string: "Cart / <price markup>". */
export const isCartDetailResponse: Guard<string> = isString;

export type MegaMenuType = 1 | 2;
export const megaBuildAction = (type: MegaMenuType): string => (type === 1 ? THEME_ACTIONS.megaBuild1 : THEME_ACTIONS.megaBuild2);
export const megaCategoryAction = (type: MegaMenuType): string => (type === 1 ? THEME_ACTIONS.megaCategory1 : THEME_ACTIONS.megaCategory2);

/** Comment embeds the `#comments` element names by `data-type`. */
export const COMMENT_EMBEDS = ['disqus', 'facebook'] as const;
