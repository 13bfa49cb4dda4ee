/**
 * The comments area (theme-ajax.md §6): the load-comments button a page
 * prints, and the section `jnews_ajax_comment` answers with. `embed` switches
 * the section to a Disqus or Facebook embed (`data-type`, `data-id`).
 */
import { type Html, html } from '../../http/html';
import type { ThemePost } from '../../state/theme-posts';

export type CommentEmbed = { type: 'disqus'; shortname: string } | { type: 'facebook'; appId: string } | null;

export const commentsButton = (post: ThemePost): Html =>
	html`<div id="comments" class="ajax_comment_button" data-id="${post.id}" data-post-type="post" data-loading="Loading Comment"><span class="button">${post.comments ? 'Read All Comment' : 'Leave Comment'}</span></div>`;

const COMMENTERS = ['Priya', 'Sam', 'Jo', 'Lee', 'Ana'];

export function commentsSection(post: ThemePost, postUrl: string, embed: CommentEmbed): Html {
	if (embed?.type === 'disqus')
		return html`<div id="comments" class="comment-wrapper section" data-type="disqus" data-id="${embed.shortname}"><div id="disqus_thread"></div></div>`;
	if (embed?.type === 'facebook')
		return html`<div id="comments" class="comment-wrapper section" data-type="facebook" data-id="${embed.appId}"><div class="fb-comments" data-href="${postUrl}" data-num-posts="10" data-width="100%"></div></div>`;
	const items = Array.from({ length: post.comments }, (_, i) =>
		html`<li class="comment"><article class="comment-body"><footer class="comment-meta"><b class="fn">${COMMENTERS[i % COMMENTERS.length]}</b></footer><div class="comment-content"><p>Comment ${i + 1} on “${post.title}”.</p></div></article></li>`,
	);
	return html`<div id="comments" class="jeg_comments comment-wrapper section"><h3 class="comments-title">Comments</h3><ol class="commentlist">${items}</ol><div id="respond" class="comment-respond"><h3 class="comment-reply-title">Leave a Reply</h3><p class="must-log-in">You must be logged in to post a comment.</p></div></div>`;
}
