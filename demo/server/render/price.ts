/** WooCommerce's price HTML (wc_price) in pounds, the demo's one currency. */
import { type Html, html } from '../http/html';
import { type Product, variationsOf } from '../state/catalogue';

/** `1200` → `<span class="woocommerce-Price-amount amount"><bdi>…&pound;…12.00</bdi></span>`. */
export function formatPrice(minor: number): Html {
	const amount = (minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
	return html`<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol" translate="no">&pound;</span>${amount}</bdi></span>`;
}

/** The loop's `span.price` content: one price, or a range for a variable product. */
export function productPrice(product: Product): Html {
	if (product.type === 'simple') return formatPrice(product.price);
	const prices = variationsOf(product).map((v) => v.price);
	const [min, max] = [Math.min(...prices), Math.max(...prices)];
	return min === max ? formatPrice(min) : html`${formatPrice(min)} &ndash; ${formatPrice(max)}`;
}

export const priceSpan = (inner: Html): Html => html`<span class="price">${inner}</span>`;
