/**
 * `/article/<slug>/` for the archive's posts: a JNews single post with the
 * header (search, account links; no mega menu), the share stats the
 * first-load counters fill, the three blocks, the load-comments button, the
 * side feed and the account popups. The four hand-written stories keep their
 * plain page (the loader's proof that a page without widget markup fetches no
 * chunk).
 */
import { html } from '../../http/html';
import { AUTHORS, CATEGORIES, type ThemePost } from '../../state/theme-posts';
import type { PageBody } from '../layout';
import { accountLinks } from './account-popups';
import { autoloadSection } from './autoload-posts';
import { articleBlocks } from './blocks';
import { commentsButton } from './comments';
import { searchBox } from './header-parts';
import { postEmbeds } from './post-embeds';
import { postImage } from './post-image';
import { sideFeed } from './side-feed';
import { type ThemeChrome, themeChrome } from './theme-chrome';
import { progressBar } from '../jnews/reading-markup';

/** `autoload`: the page as the post-autoload add-on leaves it (`?autoload=1`, autoload-posts.ts). */
/** `embeds`: the post's body carries a ticker, a playlist and a GIF (the `articleEmbeds` site setting, post-embeds.ts). */
export function themeArticlePage(post: ThemePost, chrome: Omit<ThemeChrome, 'postId'>, autoload = false, embeds = false): PageBody {
	const category = CATEGORIES.find((c) => c.id === post.category);
	const stats = html`<div class="jeg_share_stats"><div class="jeg_share_count"><div class="counts">0</div><span class="sharetext">shares</span></div><div class="jeg_views_count"><div class="counts">0</div><span class="sharetext">views</span></div></div>`;
	const content = html`${autoload ? progressBar() : ''}<div class="post-wrapper"><div class="post-wrap"><div id="post-body-class" class="post-template-default single single-post postid-${post.id} jnews"></div><article class="jeg_main_content post type-post status-publish" data-id="${post.id}"><div class="entry-header"><div class="jeg_meta_category"><a href="/category/${category?.slug ?? ''}/">${category?.name ?? ''}</a></div><h1 class="jeg_post_title">${post.title}</h1><div class="jeg_meta_container"><div class="jeg_post_meta"><div class="jeg_meta_author">by ${AUTHORS[post.authorId]}</div><div class="jeg_meta_date">${post.date.slice(0, 10)}</div><div class="jeg_meta_comment"><a href="#comments"><i class="fa fa-comment-o"></i> <span>0</span></a></div></div></div></div>${stats}<div class="jeg_featured featured_image"><img class="wp-post-image" src="${postImage(post)}" width="648" height="364" alt=""></div><div class="entry-content">${embeds ? postEmbeds(post) : html`<p>${post.body}</p>`}</div></article><div class="jnews_related_post_container">${articleBlocks(post)}</div>${commentsButton(post)}</div></div>${autoload ? autoloadSection(post) : ''}${sideFeed(post)}`;
	return { title: post.title, bodyClass: `post-template-default single single-post postid-${post.id} jnews`, content, ...themeChrome({ ...chrome, postId: post.id }, { search: searchBox(), account: accountLinks() }) };
}
