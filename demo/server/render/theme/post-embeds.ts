/**
 * What a post's body holds when its editor used JNews's elements inside the
 * content (the `articleEmbeds` site setting): the theme prints the body in
 * `.entry-content > .content-inner`, here with a news ticker, a vertical
 * video playlist and an animated GIF. Each post has its own playlist uid, as
 * the theme gives every module, so a post loaded in place from the side feed
 * brings islands of its own.
 */
import { type Html, html } from '../../http/html';
import { postUrl, queryPosts, type ThemePost } from '../../state/theme-posts';
import { playlistVideos } from '../jnews/front-blocks';
import { videoPlaylist } from '../jnews/playlist-markup';
import { newsTicker } from '../jnews/reading-markup';

export const EMBED_GIF = '/news/media/breaking.gif';

export function postEmbeds(post: ThemePost): Html {
	const headlines = queryPosts({ sort_by: 'latest', exclude_post: String(post.id) }, 1, 3).posts.map((other) => ({ title: other.title, url: postUrl(other), date: other.date.slice(0, 10) }));
	return html`<div class="content-inner"><p>${post.body}</p>${newsTicker(headlines)}<p><img class="aligncenter size-full" src="${EMBED_GIF}" width="160" height="90" alt="Animated chart for ${post.title}"></p>${videoPlaylist(`jnews_module_video_post_${post.id}`, playlistVideos().slice(0, 4), 'vertical')}</div>`;
}
