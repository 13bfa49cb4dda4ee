/**
 * The theme's small actions: the comments section (theme-ajax.md §6), the
 * first-load counters (§7) and the header cart detail (§8).
 */
import { findThemePostById, postUrl } from '../state/theme-posts';
import { findScalePostById } from '../state/scale-post';
import { formatPrice } from '../render/price';
import { type CommentEmbed, commentsSection } from '../render/theme/comments';
import { reviewResults } from '../render/theme/review-search';
import { fieldText, type ThemeHandler, themeJson, themeResponse } from './theme-respond';

/** Which embed the demo's comments use: cookie `demo_comments=disqus|facebook` (set by the QA page's links). */
const embedFor = (choice: string | undefined): CommentEmbed =>
	choice === 'disqus' ? { type: 'disqus', shortname: 'daily-island' } : choice === 'facebook' ? { type: 'facebook', appId: '1234567890' } : null;

/** An archive post, or the scale pages' 1,000-comment thread. */
const findPost = (id: number) => findThemePostById(id) ?? findScalePostById(id);

const comment: ThemeHandler = (ctx, request) => {
	const post = findPost(Number(fieldText(request.post_id)));
	if (!post || fieldText(request.post_type) !== 'post') return themeResponse(ctx, '');
	themeResponse(ctx, commentsSection(post, ctx.origin + postUrl(post), embedFor(ctx.cookies.get('demo_comments'))).value);
};

/** Per-server view counts on top of the seeded ones. */
const extraViews = new WeakMap<object, Map<number, number>>();

const compact = (count: number): string => (count >= 1000 ? `${(count / 1000).toFixed(1).replace(/\.0$/, '')}K` : String(count));

const firstLoad: ThemeHandler = (ctx, request) => {
	const post = findPost(Number(fieldText(request.jnews_id)));
	const actions = Array.isArray(request.load_action) ? request.load_action : Object.values(request.load_action ?? {});
	if (!post || !actions.includes('view_counter')) return themeJson(ctx, []);
	const views = extraViews.get(ctx.state) ?? new Map<number, number>();
	extraViews.set(ctx.state, views);
	views.set(post.id, (views.get(post.id) ?? 0) + 1);
	themeJson(ctx, {
		view_counter: 'view counted',
		counter: { total_view: compact(post.views + (views.get(post.id) ?? 0)), total_share: compact(post.shares), total_comment: String(post.comments) },
	});
};

/** "Cart / <price>", a JSON string, set as the HTML of every `.cartlink`. */
const cartDetail: ThemeHandler = (ctx) => themeJson(ctx, `Cart / ${formatPrice(ctx.cart.total()).value}`);

/** jnews-review's `review_search_handler`, reached through the theme's plugin hook. */
const reviewSearch: ThemeHandler = (ctx, request) =>
	themeResponse(ctx, reviewResults(fieldText(request.keyword), fieldText(request.category), fieldText(request.sort), Number(fieldText(request.page)) || 1).value);

export const EXTRA_HANDLERS: Record<string, ThemeHandler> = {
	review_search_handler: reviewSearch,
	jnews_ajax_comment: comment,
	jnews_first_load_action: firstLoad,
	jnews_ajax_cart_detail: cartDetail,
};
