/**
 * `/article/<slug>/`: a plain story page. It must carry no shop markup (no
 * buttons, no mini-cart, no WooCommerce globals): it is the page that proves
 * the loader fetches no widget chunk when no widget markup is present.
 */
import { html } from '../http/html';
import { ARTICLES, type Article } from '../state/articles';
import type { PageBody } from './layout';
import { imageUrl } from './product-image';

export function articlePage(article: Article): PageBody {
	const others = ARTICLES.filter((a) => a !== article).map((a) => html`<li><a href="/article/${a.slug}/">${a.title}</a></li>`);
	return {
		title: article.title,
		bodyClass: 'post-template-default single single-post single-format-standard',
		content: html`<article class="post type-post status-publish format-standard hentry"><header class="entry-header"><h1 class="entry-title">${article.title}</h1><p class="meta"><time datetime="${article.date}">${article.date}</time> &middot; by ${article.author}</p></header><img class="wp-post-image" src="${imageUrl(article.slug)}" width="648" height="364" alt="" decoding="async"><div class="entry-content">${article.paragraphs.map((p) => html`<p>${p}</p>`)}</div></article><aside class="more-stories" aria-labelledby="more"><h2 id="more">More stories</h2><ul>${others}</ul></aside>`,
	};
}
