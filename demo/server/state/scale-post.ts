/**
 * The scale pages' 1,000-comment thread (`/demo/scale/comments/`): an archive
 * post's words under its own id, so the theme endpoint (comments, first-load
 * counters) answers for it while the archive and its blocks stay as they are.
 */
import { THEME_POSTS, type ThemePost } from './theme-posts';

export const SCALE_COMMENT_COUNT = 1000;

export const SCALE_COMMENTS_POST: ThemePost = {
	...THEME_POSTS[0],
	id: 9001,
	slug: 'a-thousand-comments',
	title: 'A thousand comments',
	comments: SCALE_COMMENT_COUNT,
};

export const findScalePostById = (id: number): ThemePost | undefined => (id === SCALE_COMMENTS_POST.id ? SCALE_COMMENTS_POST : undefined);
