/** The front page: a news magazine with a small shop block, like the real site. */
import { html } from '../http/html';
import { ARTICLES, type Article } from '../state/articles';
import { FEATURED_VARIATION_IDS, SHOP_PICK_IDS } from '../state/catalogue';
import type { PageBody } from './layout';
import { loopItems, productSection } from './product-card';
import { imageUrl } from './product-image';

const teaser = (article: Article) => {
	const href = `/article/${article.slug}/`;
	return html`<article class="teaser"><a href="${href}" tabindex="-1" aria-hidden="true"><img src="${imageUrl(article.slug)}" width="324" height="182" alt="" loading="lazy" decoding="async"></a><h2 class="teaser-title"><a href="${href}">${article.title}</a></h2><p class="meta"><time datetime="${article.date}">${article.date}</time> &middot; ${article.author}</p><p>${article.excerpt}</p></article>`;
};

export function homePage(): PageBody {
	return {
		title: 'Home',
		bodyClass: 'home blog',
		content: html`<section class="news" aria-labelledby="latest"><h1 id="latest" class="section-title">Latest stories</h1><div class="teasers">${ARTICLES.map(teaser)}</div></section>${productSection('Shop picks', loopItems(SHOP_PICK_IDS))}${productSection('Featured variants', loopItems(FEATURED_VARIATION_IDS), 2)}`,
	};
}
