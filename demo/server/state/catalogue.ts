/**
 * The demo shop's products. Ids are stable because tests, the QA page and the
 * contract's examples (Mug 11, Hoodie 15) refer to them. Stock never changes:
 * WooCommerce only reduces it when an order is placed, and the demo takes none.
 */
import { SCALE_PRODUCTS } from './scale-products';

interface ProductBase {
	id: number;
	slug: string;
	name: string;
	sku: string;
	categories: readonly string[];
	description: string;
	/** Background of the generated thumbnail. */
	tile: string;
	/** Catalogue visibility "hidden": reachable by its URL only, never listed (shop, related products, cross-sells). */
	hidden?: boolean;
	/** Cross-sells: offered on the cart page while this product is in the cart. */
	crossSellIds?: readonly number[];
}

/** Something that can sit in a cart line: a simple product or one variation. */
export interface Purchasable {
	id: number;
	sku: string;
	name: string;
	/** Minor units (pence). */
	price: number;
	/** Managed stock quantity; null means stock is not tracked. */
	stock: number | null;
	inStock: boolean;
	soldIndividually: boolean;
}

export interface SimpleProduct extends ProductBase, Purchasable {
	type: 'simple';
}

export interface AttributeTerm {
	slug: string;
	name: string;
	/** The swatch colour (the swatches plugin's `product_attribute_color` term meta). */
	color?: string;
}

export interface AttributeDef {
	/** Taxonomy name, e.g. `pa_color`; the form field is `attribute_pa_color`. */
	name: string;
	label: string;
	terms: readonly AttributeTerm[];
}

export interface VariableProduct extends ProductBase {
	type: 'variable';
	attributes: readonly AttributeDef[];
	variationIds: readonly number[];
}

export interface Variation extends Purchasable {
	type: 'variation';
	parentId: number;
	/** Taxonomy name → term slug, e.g. `{ pa_color: 'blue', pa_size: 'l' }`. */
	attributes: Readonly<Record<string, string>>;
}

export type Product = SimpleProduct | VariableProduct;
export type AnyProduct = Product | Variation;

const simple = (p: Omit<SimpleProduct, 'type' | 'soldIndividually' | 'inStock'> & Partial<SimpleProduct>): SimpleProduct => ({
	type: 'simple',
	soldIndividually: false,
	inStock: p.stock === null || p.stock > 0,
	...p,
});

const COLOR: AttributeDef = {
	name: 'pa_color',
	label: 'Color',
	terms: [
		{ slug: 'blue', name: 'Blue', color: '#1d4ed8' },
		{ slug: 'green', name: 'Green', color: '#15803d' },
	],
};
const SIZE: AttributeDef = { name: 'pa_size', label: 'Size', terms: [{ slug: 's', name: 'S' }, { slug: 'm', name: 'M' }, { slug: 'l', name: 'L' }] };
const PRINT_SIZE: AttributeDef = {
	name: 'pa_print-size',
	label: 'Size',
	terms: [{ slug: 'a4', name: 'A4' }, { slug: 'a3', name: 'A3' }, { slug: 'a2', name: 'A2' }, { slug: 'a1', name: 'A1' }],
};
const PAPER: AttributeDef = { name: 'pa_paper', label: 'Paper', terms: [{ slug: 'matte', name: 'Matte' }, { slug: 'satin', name: 'Satin' }, { slug: 'gloss', name: 'Gloss' }] };
const FRAME: AttributeDef = { name: 'pa_frame', label: 'Frame', terms: [{ slug: 'none', name: 'No frame' }, { slug: 'black', name: 'Black' }, { slug: 'oak', name: 'Oak' }] };

const BEANIE_COLOR: AttributeDef = {
	name: 'pa_color',
	label: 'Color',
	terms: [
		{ slug: 'red', name: 'Red', color: '#b91c1c' },
		{ slug: 'grey', name: 'Grey', color: '#4b5563' },
		{ slug: 'navy', name: 'Navy', color: '#1e3a8a' },
	],
};
const BEANIE_SIZE: AttributeDef = { name: 'pa_size', label: 'Size', terms: [{ slug: 's', name: 'S' }, { slug: 'l', name: 'L' }] };

/** Poster print: 4 sizes × 3 papers × 3 frames = 36 variations, ids 31–66 in that order (size, then paper, then frame). */
const POSTER_PRINT_ID = 30;
const POSTER_PRINT_VARIATION_IDS: readonly number[] = Array.from({ length: 36 }, (_, index) => POSTER_PRINT_ID + 1 + index);

export const PRODUCTS: readonly Product[] = [
	simple({ id: 11, slug: 'mug', name: 'Mug', sku: 'MUG-1', price: 1200, stock: 25, categories: ['kitchen'], tile: '#c2410c', description: 'A stoneware mug for the morning briefing.', crossSellIds: [23, 12] }),
	simple({ id: 12, slug: 'tote-bag', name: 'Tote bag', sku: 'TOTE-1', price: 950, stock: null, categories: ['accessories'], tile: '#0f766e', description: 'Carries a week of newspapers.' }),
	simple({ id: 13, slug: 'poster', name: 'Poster', sku: 'POSTER-1', price: 1500, stock: 3, categories: ['prints'], tile: '#7c3aed', description: 'Front page of the first issue, A2. Only three left.' }),
	simple({ id: 14, slug: 'e-book', name: 'E-book', sku: 'EBOOK-1', price: 500, stock: null, soldIndividually: true, categories: ['books'], tile: '#1d4ed8', description: 'The year in review, as a DRM-free download. One per customer.' }),
	{ id: 15, type: 'variable', slug: 'hoodie', name: 'Hoodie', sku: 'HOODIE', categories: ['clothing'], tile: '#15803d', description: 'Heavy cotton hoodie with the masthead.', attributes: [COLOR, SIZE], variationIds: [16, 17, 18, 19, 20, 21] },
	simple({ id: 22, slug: 'notebook', name: 'Notebook', sku: 'NOTE-1', price: 600, stock: 40, categories: ['stationery'], tile: '#b45309', description: 'Reporter’s notebook, spiral bound.' }),
	simple({ id: 23, slug: 'pen-set', name: 'Pen set', sku: 'PEN-1', price: 450, stock: null, categories: ['stationery'], tile: '#be123c', description: 'Three pens that survive a deadline.' }),
	simple({ id: 24, slug: 'cap', name: 'Cap', sku: 'CAP-1', price: 1400, stock: 12, categories: ['clothing'], tile: '#334155', description: 'Six-panel cap, adjustable.' }),
	simple({ id: 25, slug: 'umbrella', name: 'Umbrella', sku: 'UMB-1', price: 2200, stock: 0, categories: ['accessories'], tile: '#475569', description: 'Sold out until the next rainy season.' }),
	{ id: 26, type: 'variable', slug: 't-shirt', name: 'T-shirt', sku: 'TEE', categories: ['clothing'], tile: '#a21caf', description: 'Organic cotton tee.', attributes: [SIZE], variationIds: [27, 28, 29] },
	// More variations than woocommerce_ajax_variation_threshold (30): its form prints data-product_variations="false".
	// QA's stock labels and missing combination (hidden from the catalogue): 5 and 6 left, and no Navy L.
	{ id: 67, type: 'variable', slug: 'beanie', name: 'Beanie', sku: 'BEANIE', categories: ['clothing'], tile: '#9f1239', description: 'Rib-knit beanie. Navy comes in S only.', attributes: [BEANIE_COLOR, BEANIE_SIZE], variationIds: [68, 69, 70, 71, 72], hidden: true },
	{ id: POSTER_PRINT_ID, type: 'variable', slug: 'poster-print', name: 'Poster print', sku: 'PRINT', categories: ['prints'], tile: '#0e7490', description: 'The front page of your choice, printed to order in four sizes, on three papers, framed or not.', attributes: [PRINT_SIZE, PAPER, FRAME], variationIds: POSTER_PRINT_VARIATION_IDS },
];

/** WooCommerce's variable-product AJAX threshold (`woocommerce_ajax_variation_threshold`). */
export const AJAX_VARIATION_THRESHOLD = 30;

const variation = (id: number, parentId: number, attributes: Record<string, string>, price: number, stock: number | null): Variation => {
	const parent = PRODUCTS.find((p) => p.id === parentId) as VariableProduct;
	const values = parent.attributes.map((def) => def.terms.find((t) => t.slug === attributes[def.name])?.name ?? '');
	return {
		type: 'variation',
		id,
		parentId,
		attributes,
		price,
		stock,
		inStock: stock === null || stock > 0,
		soldIndividually: false,
		sku: `${parent.sku}-${Object.values(attributes).join('-').toUpperCase()}`,
		// WooCommerce titles a variation "Parent - Value, Value" when it has at most two attributes, else just "Parent".
		name: values.length < 3 ? `${parent.name} - ${values.join(', ')}` : parent.name,
	};
};

/**
 * The poster print's variations: price by size plus a frame surcharge; stock is
 * not tracked except for A1 (3 of each framed one, the oak gloss one sold out).
 */
function posterPrintVariations(): Variation[] {
	const basePrice: Record<string, number> = { a4: 1200, a3: 1800, a2: 2600, a1: 3900 };
	const framePrice: Record<string, number> = { none: 0, black: 2000, oak: 3500 };
	const list: Variation[] = [];
	let id = POSTER_PRINT_ID;
	for (const size of PRINT_SIZE.terms)
		for (const paper of PAPER.terms)
			for (const frame of FRAME.terms) {
				const soldOut = size.slug === 'a1' && paper.slug === 'gloss' && frame.slug === 'oak';
				const stock = size.slug !== 'a1' || frame.slug === 'none' ? null : soldOut ? 0 : 3;
				const attributes = { 'pa_print-size': size.slug, pa_paper: paper.slug, pa_frame: frame.slug };
				list.push(variation(++id, POSTER_PRINT_ID, attributes, basePrice[size.slug] + framePrice[frame.slug], stock));
			}
	return list;
}

export const VARIATIONS: readonly Variation[] = [
	variation(16, 15, { pa_color: 'blue', pa_size: 's' }, 3000, 10),
	variation(17, 15, { pa_color: 'blue', pa_size: 'm' }, 3000, 10),
	variation(18, 15, { pa_color: 'blue', pa_size: 'l' }, 3500, 2),
	variation(19, 15, { pa_color: 'green', pa_size: 's' }, 3000, null),
	variation(20, 15, { pa_color: 'green', pa_size: 'm' }, 3000, null),
	variation(21, 15, { pa_color: 'green', pa_size: 'l' }, 3500, 0),
	variation(27, 26, { pa_size: 's' }, 1800, null),
	variation(28, 26, { pa_size: 'm' }, 1800, null),
	variation(29, 26, { pa_size: 'l' }, 1800, null),
	variation(68, 67, { pa_color: 'red', pa_size: 's' }, 1600, 5),
	variation(69, 67, { pa_color: 'red', pa_size: 'l' }, 1600, 6),
	variation(70, 67, { pa_color: 'grey', pa_size: 's' }, 1600, null),
	variation(71, 67, { pa_color: 'grey', pa_size: 'l' }, 1600, null),
	variation(72, 67, { pa_color: 'navy', pa_size: 's' }, 1600, 10),
	...posterPrintVariations(),
];

/** Variations shown as their own loop cards ("Featured variants"). */
export const FEATURED_VARIATION_IDS: readonly number[] = [18, 28];

/** Products in the home page's "Shop picks" grid. */
export const SHOP_PICK_IDS: readonly number[] = [11, 13, 15, 14];

const byId = new Map<number, AnyProduct>([...PRODUCTS, ...VARIATIONS, ...SCALE_PRODUCTS].map((p) => [p.id, p]));

export const findProduct = (id: number): AnyProduct | undefined => byId.get(id);

export const findBySlug = (slug: string): Product | undefined => PRODUCTS.find((p) => p.slug === slug) ?? SCALE_PRODUCTS.find((p) => p.slug === slug);

/** The products the shop lists (catalogue visibility not hidden). */
export const LISTED_PRODUCTS: readonly Product[] = PRODUCTS.filter((p) => !p.hidden);

/**
 * woocommerce_cross_sell_display() for a cart holding the products `inCart` (parent ids for
 * variations, as cart lines keep them): their cross-sells that are listed and not in the cart
 * already, at most `limit`. WooCommerce shuffles them; the demo keeps their order so QA and tests
 * see the same buttons every time.
 */
export function crossSellsFor(inCart: readonly number[], limit = 2): Product[] {
	const wanted = new Set(inCart.flatMap((id) => PRODUCTS.find((p) => p.id === id)?.crossSellIds ?? []));
	return [...wanted]
		.map((id) => LISTED_PRODUCTS.find((p) => p.id === id && !inCart.includes(id)))
		.filter((p): p is Product => p !== undefined)
		.slice(0, limit);
}

export const variationsOf = (product: VariableProduct): Variation[] =>
	product.variationIds.map((id) => byId.get(id) as Variation);

export const parentOf = (item: Variation): VariableProduct => byId.get(item.parentId) as VariableProduct;

/** The product whose page shows `item` (a variation's parent). */
export const pageProductOf = (item: AnyProduct): Product => (item.type === 'variation' ? parentOf(item) : item);

export const productPath = (item: AnyProduct): string => `/product/${pageProductOf(item).slug}/`;

/**
 * WooCommerce's find_matching_product_variation(): the first variation whose
 * every attribute is either "any" (empty) or equal to the posted
 * `attribute_<name>` value. `posted` reads a field (undefined when absent).
 */
export function matchingVariation(parent: VariableProduct, posted: (field: string) => string | undefined): Variation | undefined {
	return variationsOf(parent).find((v) =>
		Object.entries(v.attributes).every(([name, value]) => value === '' || posted(`attribute_${name}`) === value),
	);
}

/** Display name of a term, e.g. `pa_size` + `l` → "L". */
export function termName(parent: VariableProduct, taxonomy: string, slug: string): string {
	const def = parent.attributes.find((a) => a.name === taxonomy);
	return def?.terms.find((t) => t.slug === slug)?.name ?? slug;
}

/** Purchasable products the many-buttons page can repeat without hitting a limit. */
export const unlimitedSimpleProducts = (): SimpleProduct[] =>
	PRODUCTS.filter((p): p is SimpleProduct => p.type === 'simple' && p.inStock && !p.soldIndividually && (p.stock === null || p.stock >= 10));
