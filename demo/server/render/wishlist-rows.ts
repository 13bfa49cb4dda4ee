/**
 * One wishlist item as every layout prints it: the product's link, image,
 * title, price, stock, date added, the add-to-cart button of the wishlist
 * (WooCommerce's loop button as the plugin alters it) and the no-JS remove URL.
 */
import { type Html, escUrl, html, raw } from '../http/html';
import { type AnyProduct, findProduct, pageProductOf, productPath } from '../state/catalogue';
import type { Wishlist, WishlistItem } from '../state/wishlists';
import { formatPrice, productPrice } from './price';
import { loopButton } from './product-card';
import { thumbnail } from './product-image';
import type { WishlistColumns } from './wishlist-columns';

export interface WishlistRow {
	id: number;
	item: WishlistItem;
	product: AnyProduct;
	link: Html;
	image: Html;
	title: string;
	price: Html;
	stock: Html;
	dateAdded: string;
	/** The button, or undefined when the row has none (column off, not purchasable, out of stock). */
	addToCart: Html | undefined;
	removeUrl: Html;
}

export interface WishlistRowsView {
	list: Wishlist;
	owner: boolean;
	columns: WishlistColumns;
	rows: readonly WishlistRow[];
	/** The owner's other lists, the destinations of a move. */
	otherLists: readonly Wishlist[];
	/** A move select is printed (the option is on, the list is the viewer's, there is somewhere to move to). */
	canMove: boolean;
	/** The premium option "move to another wishlist" type `popup`: a button opening `#move_to_another_wishlist` instead of the select. */
	movePopup?: boolean;
	perPage: string | number;
}

export interface RowContext {
	origin: string;
	list: Wishlist;
	columns: WishlistColumns;
	editNonce: string;
	removeAfterAdd: boolean;
	redirectToCart: boolean;
}

/** get_permalink of a variation: the parent's page with the variation's attributes. */
const permalink = (origin: string, product: AnyProduct): string =>
	origin +
	productPath(product) +
	(product.type === 'variation' ? `?${Object.entries(product.attributes).map(([name, value]) => `attribute_${name}=${encodeURIComponent(value)}`).join('&')}` : '');

/** The templates print prices through wp_kses_post, which drops WooCommerce's `<bdi>` and `translate="no"`. */
const keptByKses = (price: Html): Html => raw(price.value.replace(/<\/?bdi>/g, '').replace(/ translate="no"/g, ''));

const inStock = (product: AnyProduct): boolean => product.type === 'variable' || product.inStock;

const DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const wishlistUrl = (origin: string, list: Wishlist): string => `${origin}/wishlist/view/${list.token}/`;

/**
 * The loop button with the plugin's changes (alter_add_to_cart_button): no `button` class, `add_to_cart alt`
 * appended, the quantity kept, and the remove-after-add or cart-redirect query on the link.
 */
function addToCartButton(context: RowContext, product: AnyProduct, item: WishlistItem): Html {
	let button = loopButton(product).value
		.replace(/class="button ([^"]*)"/, (_match, rest: string) => `class="${rest} add_to_cart alt"`)
		.replace(/data-quantity="1"/, `data-quantity="${context.columns.show_quantity ? item.quantity : 1}"`);
	if (product.type !== 'variable') {
		const query = new URLSearchParams();
		if (context.removeAfterAdd) {
			query.set('remove_from_wishlist_after_add_to_cart', String(product.id));
			query.set('wishlist_id', String(context.list.id));
			query.set('wishlist_token', context.list.token);
		}
		const extra = query.toString();
		button = button.replace(/href="([^"]*)"/, (_match, href: string) => {
			const base = context.redirectToCart && href.startsWith('?add-to-cart=') ? `${context.origin}/cart/${href}` : href;
			return `href="${extra ? `${base}&#038;${extra.replace(/&/g, '&#038;')}` : base}"`;
		});
	}
	return raw(button);
}

export function wishlistRow(context: RowContext, item: WishlistItem): WishlistRow | undefined {
	const product = findProduct(item.productId);
	if (!product) return undefined;
	const removeUrl = `${wishlistUrl(context.origin, context.list)}?remove_from_wishlist=${product.id}&_wpnonce=${context.editNonce}`;
	const purchasable = product.type !== 'variable' && inStock(product);
	return {
		id: product.id,
		item,
		product,
		link: escUrl(permalink(context.origin, product)),
		image: thumbnail(pageProductOf(product).slug, product.name),
		title: pageProductOf(product).name,
		price: keptByKses(product.type === 'variable' ? productPrice(product) : formatPrice(product.price)),
		stock: inStock(product) ? html`<span class="wishlist-in-stock">In Stock</span>` : html`<span class="wishlist-out-of-stock">Out of stock</span>`,
		dateAdded: DATE.format(item.added),
		addToCart: context.columns.show_add_to_cart && (purchasable || product.type === 'variable') ? addToCartButton(context, product, item) : undefined,
		removeUrl: escUrl(removeUrl),
	};
}
