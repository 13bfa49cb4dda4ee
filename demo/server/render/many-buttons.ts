/**
 * `/demo/many-buttons/?n=1000`: many loop buttons on one page, for the
 * benchmark of mount cost and click latency. Only products that can be added
 * again and again are repeated, so a bench click never hits a stock limit.
 */
import { html } from '../http/html';
import { unlimitedSimpleProducts } from '../state/catalogue';
import type { PageBody } from './layout';
import { loopButton } from './product-card';

export const MAX_BUTTONS = 2000;

/** `?n=` clamped to 1..MAX_BUTTONS; anything unparsable gives 100. */
export function buttonCount(value: string | null): number {
	const n = value !== null && /^\d{1,6}$/.test(value) ? Number(value) : 100;
	return Math.min(Math.max(n, 1), MAX_BUTTONS);
}

export function manyButtonsPage(count: number): PageBody {
	const products = unlimitedSimpleProducts();
	const items = Array.from({ length: count }, (_, i) => {
		const product = products[i % products.length];
		return html`<li class="product type-product post-${product.id} status-publish instock product-type-simple"><h2 class="woocommerce-loop-product__title">${product.name}</h2>${loopButton(product)}</li>`;
	});
	return {
		title: `${count} buttons`,
		bodyClass: 'page demo-many-buttons woocommerce-page',
		content: html`<h1 class="entry-title">${count} add-to-cart buttons</h1><p>Change <code>?n=</code> (1&ndash;${MAX_BUTTONS}) to scale the page.</p><div class="woocommerce"><ul class="products columns-6 many-buttons">${items}</ul></div>`,
	};
}
