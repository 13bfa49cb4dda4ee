/**
 * `?autoload=1` on an article page: the page as the theme's post-autoload
 * add-on leaves it after it appended the next two posts (the first two of
 * the side feed's latest list), each in `.post-autoload[data-id][data-url]`
 * with its own `.entry-content`, plus the theme's reading progress bar and a
 * stand-in for the add-on's client script (`/demo/assets/jnews-autoload.js`),
 * which triggers `jnews-autoload-change-id` as the reader scrolls from post to
 * post (theme-ajax.md §2.4, theme-ui §6).
 */
import { type Html, html } from '../../http/html';
import { postUrl, queryPosts, type ThemePost } from '../../state/theme-posts';

/** Long enough that each post takes several screens, so the reader is clearly inside one. */
const paragraphs = (post: ThemePost): Html[] => Array.from({ length: 12 }, (_, round) => html`<p>${post.body} (${round + 1})</p>`);

export const autoloadedPosts = (current: ThemePost): ThemePost[] => queryPosts({ sort_by: 'latest', exclude_post: String(current.id) }, 1, 2).posts;

export function autoloadSection(current: ThemePost): Html {
	return html`<div class="jnews_autoload_container">${autoloadedPosts(current).map(
		(post) =>
			html`<div class="post-autoload" data-id="${post.id}" data-url="${postUrl(post)}" data-title="${post.title}"><article class="post type-post"><div class="entry-header"><h2 class="jeg_post_title">${post.title}</h2></div><div class="entry-content">${paragraphs(post)}</div></article></div>`,
	)}</div><script src="/demo/assets/jnews-autoload.js" id="jnews-autoload-js" defer></script>`;
}
