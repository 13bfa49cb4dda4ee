/**
 * Loop product cards and their add-to-cart buttons, as WooCommerce's
 * `woocommerce_template_loop_add_to_cart` prints them (contract §2.1). The
 * class list decides what the bundle does: only `ajax_add_to_cart` buttons
 * are sent over AJAX; variable and out-of-stock products stay plain links.
 */
import { type Html, attrs, escUrl, html } from '../http/html';
import { type Product, type Variation, findProduct, pageProductOf, productPath } from '../state/catalogue';
import { formatPrice, priceSpan, productPrice } from './price';
import { thumbnail } from './product-image';

export type LoopItem = Product | Variation;

/** Catalogue ids → loop items (ids come from the catalogue's own lists). */
export const loopItems = (ids: readonly number[]): LoopItem[] => ids.map((id) => findProduct(id) as LoopItem);

const VARIABLE_DESCRIPTION = 'This product has multiple variants. The options may be chosen on the product page';

/** `?attribute_pa_color=blue&attribute_pa_size=l` for a variation, "" otherwise. */
const attributeQuery = (item: LoopItem): string =>
	item.type === 'variation'
		? Object.entries(item.attributes).map(([name, value]) => `&attribute_${name}=${encodeURIComponent(value)}`).join('')
		: '';

const productLink = (item: LoopItem): string => productPath(item) + attributeQuery(item).replace(/^&/, '?');

/**
 * The button (or link) under a loop card, plus its aria-describedby span, with the whitespace of
 * loop/add-to-cart.php around the span's text.
 */
export function loopButton(item: LoopItem): Html {
	const sellable = item.type !== 'variable' && item.inStock;
	const describedBy = `woocommerce_loop_add_to_cart_link_describedby_${item.id}`;
	const name = item.name;
	let href: string;
	let classes: string;
	let label: Html;
	let text: string;
	let description = '';
	if (item.type === 'variable') {
		href = productPath(item);
		classes = 'button product_type_variable add_to_cart_button';
		label = html`Select options for &ldquo;${name}&rdquo;`;
		text = 'Select options';
		description = VARIABLE_DESCRIPTION;
	} else if (sellable) {
		// Relative to the current page, as WooCommerce prints it: the no-JS fallback adds here.
		href = `?add-to-cart=${item.id}${attributeQuery(item)}`;
		classes = `button product_type_${item.type} add_to_cart_button ajax_add_to_cart`;
		label = html`Add to cart: &ldquo;${name}&rdquo;`;
		text = 'Add to cart';
	} else {
		href = productLink(item);
		classes = `button product_type_${item.type}`;
		label = html`Read more about &ldquo;${name}&rdquo;`;
		text = 'Read more';
	}
	const attributes = attrs({
		href: escUrl(href),
		'aria-describedby': describedBy,
		'data-quantity': '1',
		class: classes,
		'data-product_id': item.id,
		'data-product_sku': item.sku,
		'aria-label': label,
		rel: 'nofollow',
		// WooCommerce emits the success message for simple products only: empty when one cannot be added.
		'data-success_message': item.type !== 'simple' ? undefined : sellable ? html`&ldquo;${name}&rdquo; has been added to your cart` : '',
		role: sellable ? 'button' : undefined,
	});
	return html`<a${attributes}>${text}</a>\t<span id="${describedBy}" class="screen-reader-text">\n\t\t${description}\t</span>\n`;
}

function cardClasses(item: LoopItem): string {
	const product = pageProductOf(item);
	const inStock = item.type === 'variable' || item.inStock;
	return [
		'product',
		'type-product',
		`post-${item.id}`,
		'status-publish',
		inStock ? 'instock' : 'outofstock',
		...product.categories.map((c) => `product_cat-${c}`),
		'has-post-thumbnail',
		'shipping-taxable',
		inStock ? 'purchasable' : '',
		`product-type-${item.type}`,
	]
		.filter(Boolean)
		.join(' ');
}

export function productCard(item: LoopItem): Html {
	const price = item.type === 'variation' ? formatPrice(item.price) : productPrice(item);
	return html`<li class="${cardClasses(item)}"><a href="${escUrl(productLink(item))}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${thumbnail(pageProductOf(item).slug, item.name)}<h2 class="woocommerce-loop-product__title">${item.name}</h2>${priceSpan(price)}</a>${loopButton(item)}</li>`;
}

/** `ul.products` as the shop archive and the product shortcodes print it. */
export const productGrid = (items: readonly LoopItem[], columns = 4): Html =>
	html`<ul class="products columns-${columns}">${items.map(productCard)}</ul>`;

/** A shortcode-style block (`div.woocommerce`) with a heading, for non-shop pages. */
export const productSection = (title: string, items: readonly LoopItem[], columns = 4): Html =>
	html`<section class="shop-section"><h2 class="section-title">${title}</h2><div class="woocommerce columns-${columns}">${productGrid(items, columns)}</div></section>`;
