/**
 * The theme's listing actions: module paging (theme-ajax.md §1.2–1.3), the
 * side feed (§2.2), live search (§3.2) and the mega menu (§4.2). Each reads
 * its fields as PHP would and answers in the theme's shapes.
 */
import { isModuleAttribute } from '../../../contracts/theme/module';
import type { RequestContext } from '../context';
import { html } from '../http/html';
import type { PhpValue } from '../http/php-form';
import { type BlockSettings, moduleContent } from '../render/theme/module-block';
import { megaContainer, megaPanel, searchItem, sideFeedItem } from '../render/theme/feed-items';
import { CATEGORIES, type BlockQuery, findThemePostById, queryPosts, searchPosts, TAGS } from '../state/theme-posts';
import { type ThemeHandler, type ThemeRequest, themeJson, themeResponse } from './theme-respond';

type Fields = Record<string, PhpValue>;

const record = (value: PhpValue | undefined): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});
const text = (value: PhpValue | undefined): string => (typeof value === 'string' ? value : '');
const positive = (value: PhpValue | undefined, fallback: number): number => {
	const parsed = Number(text(value));
	return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/** `pagination_number_post` is a string, or `{size}` from page builders. */
const perPage = (attribute: Fields, fallback: number): number => positive(typeof attribute.pagination_number_post === 'object' ? record(attribute.pagination_number_post).size : attribute.pagination_number_post, fallback);

const queryOf = (attribute: Fields): BlockQuery => Object.fromEntries(Object.entries(attribute).filter(([, value]) => typeof value === 'string')) as BlockQuery;

const FILTER_KEYS: Record<string, keyof BlockQuery> = { category: 'include_category', author: 'include_author', tag: 'include_tag' };

/** `jnews_module_ajax_<Class>`: one page of the block the attribute describes. */
export function moduleAjax(ctx: RequestContext, request: ThemeRequest, blockClass: string): void {
	const data = record(request.data);
	const attribute = record(data.attribute);
	if (!isModuleAttribute(attribute) || attribute.class !== blockClass || !/^JNews_Block_\d+$/.test(blockClass)) return themeResponse(ctx, '');
	const page = positive(data.current_page, 1);
	const query = queryOf(attribute);
	const filterKey = FILTER_KEYS[text(data.filter_type)];
	if (filterKey && text(data.filter) !== '0') Object.assign(query, { [filterKey]: text(data.filter), sort_by: 'latest' });
	const first = positive(attribute.number_post, 5);
	const result = queryPosts(query, page, perPage(attribute, first), first);
	const mode = text(attribute.pagination_mode);
	const alt = (mode === 'loadmore' || mode === 'scrollload') && page > 1;
	themeJson(ctx, { content: moduleContent(attribute as BlockSettings, result, alt).value, next: result.next, prev: result.prev });
}

/** `jnews_newsfeed_load`: `data[...]` is the whole side_feed object. */
const newsfeed: ThemeHandler = (ctx, request) => {
	const data = record(request.data);
	const paged = positive(data.paged, 1);
	const sortBy = text(data.sort_by) || 'latest';
	const category = text(data.include_category);
	const size = positive(data.pagination_number_post, positive(data.number_post, 12));
	const current = findThemePostById(Number(text(data.exclude_post)));
	const result = queryPosts({ sort_by: sortBy, include_category: category, exclude_post: text(data.exclude_post) }, paged, size);
	// Page 1 of the plain latest list starts with the post being read.
	const posts = paged === 1 && sortBy === 'latest' && !category && current ? [current, ...result.posts] : result.posts;
	const offset = paged === 1 ? 0 : (paged - 1) * size + (current && sortBy === 'latest' && !category ? 1 : 0);
	themeJson(ctx, { content: html`${posts.map((post, i) => sideFeedItem(post, offset + i))}`.value, next: result.next, prev: result.prev });
};

/** `jnews_ajax_live_search`: result items, or nothing at all. */
const liveSearch: ThemeHandler = (ctx, request) => themeResponse(ctx, html`${searchPosts(text(request.s)).map(searchItem)}`.value);

const megaPosts = (catId: number, number: number) => queryPosts({ include_category: String(catId) }, 1, number).posts;

/** The server requires both integers; anything else dies quietly. */
const megaInput = (request: ThemeRequest): { catId: number; number: number } | null => {
	const catId = Number(text(request.cat_id));
	const number = Number(text(request.number));
	return Number.isInteger(catId) && catId > 0 && CATEGORIES.some((c) => c.id === catId) && Number.isInteger(number) && number > 0 && number <= 20 ? { catId, number } : null;
};

const megaBuild =
	(type: 1 | 2): ThemeHandler =>
	(ctx, request) => {
		const input = megaInput(request);
		if (!input) return themeResponse(ctx, '');
		const tags = text(request.tags)
			.split(',')
			.map(Number)
			.filter((id) => TAGS[id])
			.map((id) => ({ id, name: TAGS[id] }));
		themeResponse(ctx, megaPanel(type, input.catId, megaPosts(input.catId, input.number), tags).value);
	};

const megaCategory =
	(type: 1 | 2): ThemeHandler =>
	(ctx, request) => {
		const input = megaInput(request);
		if (!input) return themeResponse(ctx, '');
		themeResponse(ctx, megaContainer(type, input.catId, megaPosts(input.catId, input.number), true).value);
	};

export const FEED_HANDLERS: Record<string, ThemeHandler> = {
	jnews_newsfeed_load: newsfeed,
	jnews_ajax_live_search: liveSearch,
	jnews_build_mega_category_1: megaBuild(1),
	jnews_build_mega_category_2: megaBuild(2),
	jnews_mega_category_1: megaCategory(1),
	jnews_mega_category_2: megaCategory(2),
};
