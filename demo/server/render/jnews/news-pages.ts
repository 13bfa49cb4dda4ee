/**
 * The JNews front page and single posts under `/news/`, with the reading
 * features in the theme's markup: the zoom buttons in the post meta, the
 * reading progress bar, the article body in `.content-inner`.
 */
import { type Html, html } from '../../http/html';
import { ARTICLES, type Article } from '../../state/articles';
import { imageUrl } from '../product-image';
import { articleBlocks, frontBlocks } from './front-blocks';
import { authorBoxes, featuredVideo, lazyThumbnail, newsTicker, popupPost, progressBar, selectionShareMenu, shareBar, tabbedPosts, zoomButtons } from './reading-markup';

export const newsUrl = (article: Article): string => `/news/${article.slug}/`;

const ticker = (): Html => newsTicker(ARTICLES.map((article) => ({ title: article.title, url: newsUrl(article), date: article.date })));

export function newsFront(): { title: string; bodyClass: string; content: Html } {
	const posts = ARTICLES.map(
		(article) =>
			html`<article class="jeg_post"><h3 class="jeg_post_title"><a href="${newsUrl(article)}">${article.title}</a></h3><p class="jeg_post_excerpt">${article.excerpt}</p></article>`,
	);
	return { title: 'News', bodyClass: 'home jnews', content: html`${ticker()}${frontBlocks()}<h1>Latest news</h1><div class="jeg_posts">${posts}</div>` };
}

/** Long enough to scroll through: the article's paragraphs, then filler the progress bar can measure. */
const body = (article: Article): Html[] => {
	const paragraphs = Array.from({ length: 8 }, (_, round) => article.paragraphs.map((text) => html`<p>${round > 0 ? `${text} (${round + 1})` : text}</p>`)).flat();
	// An animated GIF in the body, for the theme's play overlay.
	paragraphs.splice(2, 0, html`<p><img class="aligncenter size-full" src="/news/media/breaking.gif" width="160" height="90" alt="Animated chart of the vote"></p>`);
	return paragraphs;
};

/** The second story is a video post whose video follows the reader; the others lead with a picture. */
const featured = (article: Article): Html =>
	article === ARTICLES[1]
		? featuredVideo('/demo/assets/video.html')
		: html`<div class="jeg_featured featured_image"><img src="${imageUrl(article.slug)}" width="648" height="364" alt=""></div>`;

/** The theme suggests the oldest post published after this one; the demo takes the next story, wrapping. */
function nextPost(article: Article): Html {
	const next = ARTICLES[(ARTICLES.indexOf(article) + 1) % ARTICLES.length];
	return popupPost({ title: next.title, url: newsUrl(next), image: imageUrl(next.slug) });
}

/** What follows an article on a JNews single page (related posts), so a reader can scroll well past its end. */
function moreStories(article: Article): Html {
	const others = ARTICLES.filter((other) => other !== article);
	return html`<section class="jeg_more_stories" aria-labelledby="more-stories"><h2 id="more-stories">More stories</h2>${others.map(
		(other) =>
			html`<article class="jeg_post">${lazyThumbnail(`${imageUrl(other.slug)}?size=350x250`, other.title)}<h3 class="jeg_post_title"><a href="${newsUrl(other)}">${other.title}</a></h3><p>${other.excerpt}</p><p>${other.paragraphs[0]}</p></article>`,
	)}</section>`;
}

/**
 * A post may override the theme's zoom steps (contract theme-ui §2: per-post
 * settings, range 1–5). "A week without a phone" sets in 5 and out 4, so its
 * buttons go from 0.6 to 1.5 instead of 0.8 to 1.3.
 */
export const ZOOM_STEPS: Readonly<Record<string, { in: number; out: number }>> = { 'a-week-without-a-phone': { in: 5, out: 4 } };

export function newsArticle(article: Article, origin: string): { title: string; bodyClass: string; content: Html } {
	const url = origin + newsUrl(article);
	return {
		title: article.title,
		bodyClass: 'post-template-default single single-post jnews',
		content: html`${progressBar()}${ticker()}<div class="post-wrap"><article class="post type-post format-standard"><div class="entry-header"><h1 class="jeg_post_title">${article.title}</h1><div class="jeg_meta_container"><div class="jeg_post_meta"><span class="jeg_meta_author">by ${article.author}</span> <span class="jeg_meta_date">${article.date}</span>${zoomButtons(ZOOM_STEPS[article.slug]?.in, ZOOM_STEPS[article.slug]?.out)}</div></div></div>${shareBar(url, article.title)}${featured(article)}<div class="entry-content"><div class="content-inner">${body(article)}</div></div>${authorBoxes([article.author, 'Lena Fischer', 'Sam Ortiz', 'Priya Nair'])}</article>${nextPost(article)}</div><aside class="jeg_sidebar" aria-label="Sidebar">${tabbedPosts(ARTICLES.map((other) => ({ title: other.title, url: newsUrl(other) })))}</aside>${moreStories(article)}${articleBlocks()}${selectionShareMenu(url, origin + imageUrl(article.slug), article.title)}`,
	};
}
