/**
 * The blocks the demo's JNews front page and article add for the slider,
 * playlist, masonry and sticky-sidebar islands: one call in `newsFront()`,
 * one in `newsArticle()`.
 */
import { type Html, html } from '../../http/html';
import { ARTICLES } from '../../state/articles';
import { masonryPosts } from './masonry-markup';
import { type PlaylistVideo, videoPlaylist } from './playlist-markup';
import { stickySidebarRow } from './sticky-sidebar-markup';
import { type BlockPost, featuredGallery, heroBlock, heroSlider, overlaySlider, postCarousel, postSlider } from './slider-markup';

/** The demo's stories, then follow-ups on each: enough posts for a carousel to move. */
export const blockPosts = (): BlockPost[] => {
	const posts = ARTICLES.map((article) => ({ title: article.title, url: `/news/${article.slug}/`, slug: article.slug }));
	return [...posts, ...posts.map((post) => ({ ...post, title: `Follow-up: ${post.title}` }))];
};

const CATEGORIES = ['City', 'Culture', 'Transport', 'Science'];

/** Videos for the playlists: one per post, ids as the theme's post ids. */
export const playlistVideos = (): PlaylistVideo[] => blockPosts().map((post, index) => ({ ...post, id: 101 + index, category: CATEGORIES[index % CATEGORIES.length] }));

/** Posts with excerpts of one to three sentences, for the masonry list. */
const archive = () =>
	blockPosts().map((post, index) => {
		const article = ARTICLES[index % ARTICLES.length];
		return { ...post, excerpt: article.paragraphs.slice(0, 1 + (index % 3)).join(' ') };
	});

export function frontBlocks(): Html {
	const posts = blockPosts();
	const blocks = html`<div class="jnews-blocks">${overlaySlider(posts.slice(0, 6))}${heroBlock(posts.slice(0, 4))}${postCarousel(posts)}${postSlider(posts.slice(0, 4))}${heroSlider([posts.slice(0, 4), posts.slice(4, 8)])}${videoPlaylist('jnews_module_video_2', playlistVideos(), 'horizontal')}${masonryPosts(archive())}</div>`;
	const mostRead = html`<ol class="jeg_most_read">${posts.slice(0, 4).map((post) => html`<li><a href="${post.url}">${post.title}</a></li>`)}</ol>`;
	return stickySidebarRow(blocks, mostRead);
}

export function articleBlocks(): Html {
	return html`<div class="jnews-blocks">${featuredGallery(blockPosts().slice(0, 4))}${videoPlaylist('jnews_module_video_1', playlistVideos(), 'vertical')}</div>`;
}
