/**
 * The blocks the demo pages print (spec §2, §3): on an article page 'Related
 * articles' (2 posts, next/prev), 'Related Posts' (6 posts, 20-word excerpts,
 * load more, a category filter) and 'Recommended' (2 random, narrow column,
 * no paging); on the front page 'Latest news' (infinite scroll, limit 3) and
 * 'From the archive' (the masonry block, load more).
 * Posts are of type post, category 72; the article itself is excluded.
 */
import type { Html } from '../../http/html';
import { queryPosts, type ThemePost } from '../../state/theme-posts';
import { type BlockSettings, type BlockHeading, MASONRY_BLOCK, moduleBlock } from './module-block';

/** Every key of spec §3's block settings, with the theme's defaults. */
export function settings(overrides: Partial<BlockSettings> & { class: string; pagination_mode: string }): BlockSettings {
	return {
		first_title: '',
		second_title: '',
		header_type: 'heading_8',
		number_post: '5',
		post_offset: '0',
		sort_by: 'latest',
		include_category: '72',
		exclude_post: '',
		include_post: '',
		exclude_category: '',
		include_author: '',
		include_tag: '',
		exclude_tag: '',
		unique_content: 'disable',
		content_type: 'all',
		date_format: 'default',
		date_format_custom: 'Y/m/d',
		pagination_number_post: '5',
		pagination_scroll_limit: '0',
		excerpt_length: '0',
		column_class: 'jeg_col_2o3',
		paged: '1',
		...overrides,
	} as BlockSettings;
}

/** The block as printed: page 1 of its query. */
export function block(uid: string, blockSettings: BlockSettings, head: BlockHeading): Html {
	const first = Number(blockSettings.number_post);
	const result = queryPosts(blockSettings as Record<string, string>, 1, first, first);
	return moduleBlock(uid, blockSettings, head, result);
}

export function articleBlocks(post: ThemePost): Html[] {
	const exclude = String(post.id);
	return [
		block(`jnews_module_${post.id}_0_6a1f`, settings({ class: 'JNews_Block_3', first_title: 'Related articles', number_post: '2', pagination_number_post: '2', pagination_mode: 'nextprev', include_tag: '12', exclude_post: exclude }), { title: 'Related articles' }),
		block(
			`jnews_module_${post.id}_1_6a20`,
			settings({ class: 'JNews_Block_3', first_title: 'Related Posts', number_post: '6', pagination_number_post: '6', pagination_mode: 'loadmore', excerpt_length: '20', exclude_post: exclude }),
			{ title: 'Related Posts', filterCategories: [75] },
		),
		block(
			`jnews_module_${post.id}_2_6a21`,
			settings({ class: 'JNews_Block_9', first_title: 'Recommended', number_post: '2', sort_by: 'random', pagination_mode: 'disable', column_class: 'jeg_col_1o3', exclude_post: exclude }),
			{ title: 'Recommended' },
		),
	];
}

export const frontBlocks = (): Html[] => [
	block(
		'jnews_module_0_0_7b10',
		settings({ class: 'JNews_Block_3', first_title: 'Latest news', number_post: '4', pagination_number_post: '4', pagination_mode: 'scrollload', pagination_scroll_limit: '3', include_category: '' }),
		{ title: 'Latest news' },
	),
];

/** The front page's 'From the archive': the masonry block (Block 35), 6 posts, then 3 more per load, with every category as a filter (on a narrow screen some go into the heading's "more" menu). */
export const archiveBlock = (): Html =>
	block(
		'jnews_module_0_1_7b11',
		settings({ class: MASONRY_BLOCK, first_title: 'From the archive', number_post: '6', pagination_number_post: '3', pagination_mode: 'loadmore', include_category: '', post_offset: '20', excerpt_length: '24', column_class: 'jeg_col_12' }),
		{ title: 'From the archive', filterCategories: [72, 73, 74, 75] },
	);
