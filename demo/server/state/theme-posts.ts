/**
 * The theme's view of the archive (`state/posts.ts`): each generated post gets
 * a category, an author and tags, and the block query JNews runs for a module
 * (spec §3 block settings) is answered here. Category 72 ("City") is the one
 * the article-page blocks show; 75 ("Transport") is its child, so a filter on
 * 72 includes it, as WordPress's category queries do.
 */
import { POSTS, type Post } from './posts';

export interface Category {
	id: number;
	name: string;
	slug: string;
	parent: number;
}

export const CATEGORIES: readonly Category[] = [
	{ id: 72, name: 'City', slug: 'city', parent: 0 },
	{ id: 73, name: 'Culture', slug: 'culture', parent: 0 },
	{ id: 74, name: 'Science', slug: 'science', parent: 0 },
	{ id: 75, name: 'Transport', slug: 'transport', parent: 72 },
];

export const AUTHORS: Readonly<Record<number, string>> = { 1: 'Ada Reyes', 2: 'Tom Okafor', 3: 'Mina Patel' };

export const TAGS: Readonly<Record<number, string>> = { 10: 'budget', 11: 'river', 12: 'night' };

export interface ThemePost extends Post {
	category: number;
	authorId: number;
	tags: number[];
	/** A longer body than the REST excerpt, so 20-word excerpts are real cuts. */
	body: string;
	/** Seeded view and share counts; views grow with first-load calls. */
	views: number;
	shares: number;
	comments: number;
}

const CATEGORY_CYCLE = [72, 73, 72, 74, 75, 72, 73];

function themed(post: Post, index: number): ThemePost {
	const category = CATEGORY_CYCLE[index % CATEGORY_CYCLE.length];
	return {
		...post,
		category,
		authorId: (index % 3) + 1,
		tags: [10 + (index % 2), ...(index % 5 === 0 ? [12] : [])],
		body: `${post.excerpt} Reporters spoke to residents, officials and traders about the changes, the money involved, the timetable agreed this month and what happens next for the ${post.title.toLowerCase()} story across the city.`,
		views: 1000 + ((index * 137) % 9000),
		shares: (index * 7) % 120,
		comments: index % 6,
	};
}

/** Newest first, like POSTS. */
export const THEME_POSTS: readonly ThemePost[] = POSTS.map(themed);

export const findThemePost = (slug: string): ThemePost | undefined => THEME_POSTS.find((post) => post.slug === slug);
export const findThemePostById = (id: number): ThemePost | undefined => THEME_POSTS.find((post) => post.id === id);

export const postUrl = (post: Post): string => `/article/${post.slug}/`;

/** A category and all its descendants (WordPress's `cat` query includes children). */
function withChildren(ids: number[]): Set<number> {
	const all = new Set(ids);
	for (const category of CATEGORIES) if (all.has(category.parent)) all.add(category.id);
	return all;
}

const idList = (value: string | undefined): number[] =>
	(value ?? '')
		.split(',')
		.map((part) => Number(part.trim()))
		.filter((id) => Number.isInteger(id) && id > 0);

/** The block settings the query reads (spec §3), as strings. */
export interface BlockQuery {
	number_post?: string;
	post_offset?: string;
	sort_by?: string;
	include_category?: string;
	exclude_category?: string;
	include_post?: string;
	exclude_post?: string;
	include_author?: string;
	include_tag?: string;
	exclude_tag?: string;
}

export interface QueryResult {
	posts: ThemePost[];
	next: boolean;
	prev: boolean;
}

/** Shuffles with a seeded generator, so "random" differs per request but a test can pin it. */
function shuffled<T>(items: T[], random: () => number): T[] {
	const copy = [...items];
	for (let i = copy.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		[copy[i], copy[j]] = [copy[j], copy[i]];
	}
	return copy;
}

/**
 * JNews's module query: `paged` pages of `perPage` (the first page may use
 * `number_post`, later ones `pagination_number_post`), after `post_offset`.
 */
export function queryPosts(query: BlockQuery, paged: number, perPage: number, firstPage = perPage, random: () => number = Math.random): QueryResult {
	const include = idList(query.include_category);
	const categories = include.length ? withChildren(include) : null;
	const excludeCategories = withChildren(idList(query.exclude_category));
	const includePosts = idList(query.include_post);
	const excludePosts = new Set(idList(query.exclude_post));
	const authors = idList(query.include_author);
	const tags = idList(query.include_tag);
	const excludeTags = new Set(idList(query.exclude_tag));
	let matches = THEME_POSTS.filter(
		(post) =>
			(!categories || categories.has(post.category)) &&
			!excludeCategories.has(post.category) &&
			(!includePosts.length || includePosts.includes(post.id)) &&
			!excludePosts.has(post.id) &&
			(!authors.length || authors.includes(post.authorId)) &&
			(!tags.length || post.tags.some((tag) => tags.includes(tag))) &&
			!post.tags.some((tag) => excludeTags.has(tag)),
	);
	if (query.sort_by === 'random') matches = shuffled(matches, random);
	else if (query.sort_by === 'popular_post') matches = [...matches].sort((a, b) => b.views - a.views);
	const offset = Math.max(0, Number(query.post_offset) || 0);
	const page = Math.max(1, paged);
	const start = offset + (page === 1 ? 0 : firstPage + (page - 2) * perPage);
	const size = page === 1 ? firstPage : perPage;
	const posts = matches.slice(start, start + size);
	return { posts, next: start + size < matches.length, prev: page > 1 };
}

/** The first `words` words of the body, with the theme's ellipsis. */
export function excerpt(post: ThemePost, words: number): string {
	const all = post.body.split(/\s+/);
	return all.length <= words ? post.body : `${all.slice(0, words).join(' ')}...`;
}

/** Live search: newest published posts whose title contains every word, at most `limit`. */
export function searchPosts(text: string, limit = 4): ThemePost[] {
	const words = text.toLowerCase().split(/\s+/).filter(Boolean);
	if (!words.length) return [];
	return THEME_POSTS.filter((post) => words.every((word) => post.title.toLowerCase().includes(word))).slice(0, limit);
}
