/**
 * The demo shop's products. Ids are stable because tests, the QA page and the
 * contract's examples (Mug 11, Hoodie 15) refer to them. Stock never changes:
 * WooCommerce only reduces it when an order is placed, and the demo takes none.
 */

interface ProductBase {
	id: number;
	slug: string;
	name: string;
	sku: string;
	categories: readonly string[];
	description: string;
	/** Background of the generated thumbnail. */
	tile: string;
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

export interface AttributeDef {
	/** Taxonomy name, e.g. `pa_color`; the form field is `attribute_pa_color`. */
	name: string;
	label: string;
	terms: readonly { slug: string; name: string }[];
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

const COLOR: AttributeDef = { name: 'pa_color', label: 'Color', terms: [{ slug: 'blue', name: 'Blue' }, { slug: 'green', name: 'Green' }] };
const SIZE: AttributeDef = { name: 'pa_size', label: 'Size', terms: [{ slug: 's', name: 'S' }, { slug: 'm', name: 'M' }, { slug: 'l', name: 'L' }] };

export const PRODUCTS: readonly Product[] = [
	simple({ id: 11, slug: 'mug', name: 'Mug', sku: 'MUG-1', price: 1200, stock: 25, categories: ['kitchen'], tile: '#c2410c', description: 'A stoneware mug for the morning briefing.' }),
	simple({ id: 12, slug: 'tote-bag', name: 'Tote bag', sku: 'TOTE-1', price: 950, stock: null, categories: ['accessories'], tile: '#0f766e', description: 'Carries a week of newspapers.' }),
	simple({ id: 13, slug: 'poster', name: 'Poster', sku: 'POSTER-1', price: 1500, stock: 3, categories: ['prints'], tile: '#7c3aed', description: 'Front page of the first issue, A2. Only three left.' }),
	simple({ id: 14, slug: 'e-book', name: 'E-book', sku: 'EBOOK-1', price: 500, stock: null, soldIndividually: true, categories: ['books'], tile: '#1d4ed8', description: 'The year in review, as a DRM-free download. One per customer.' }),
	{ id: 15, type: 'variable', slug: 'hoodie', name: 'Hoodie', sku: 'HOODIE', categories: ['clothing'], tile: '#15803d', description: 'Heavy cotton hoodie with the masthead.', attributes: [COLOR, SIZE], variationIds: [16, 17, 18, 19, 20, 21] },
	simple({ id: 22, slug: 'notebook', name: 'Notebook', sku: 'NOTE-1', price: 600, stock: 40, categories: ['stationery'], tile: '#b45309', description: 'Reporter’s notebook, spiral bound.' }),
	simple({ id: 23, slug: 'pen-set', name: 'Pen set', sku: 'PEN-1', price: 450, stock: null, categories: ['stationery'], tile: '#be123c', description: 'Three pens that survive a deadline.' }),
	simple({ id: 24, slug: 'cap', name: 'Cap', sku: 'CAP-1', price: 1400, stock: 12, categories: ['clothing'], tile: '#334155', description: 'Six-panel cap, adjustable.' }),
	simple({ id: 25, slug: 'umbrella', name: 'Umbrella', sku: 'UMB-1', price: 2200, stock: 0, categories: ['accessories'], tile: '#475569', description: 'Sold out until the next rainy season.' }),
	{ id: 26, type: 'variable', slug: 't-shirt', name: 'T-shirt', sku: 'TEE', categories: ['clothing'], tile: '#a21caf', description: 'Organic cotton tee.', attributes: [SIZE], variationIds: [27, 28, 29] },
];

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
		// WooCommerce titles a variation "Parent - Value, Value" when it has at most two attributes.
		name: `${parent.name} - ${values.join(', ')}`,
	};
};

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
];

/** Variations shown as their own loop cards ("Featured variants"). */
export const FEATURED_VARIATION_IDS: readonly number[] = [18, 28];

/** Products in the home page's "Shop picks" grid. */
export const SHOP_PICK_IDS: readonly number[] = [11, 13, 15, 14];

const byId = new Map<number, AnyProduct>([...PRODUCTS, ...VARIATIONS].map((p) => [p.id, p]));

export const findProduct = (id: number): AnyProduct | undefined => byId.get(id);

export const findBySlug = (slug: string): Product | undefined => PRODUCTS.find((p) => p.slug === slug);

export const variationsOf = (product: VariableProduct): Variation[] =>
	product.variationIds.map((id) => byId.get(id) as Variation);

export const parentOf = (item: Variation): VariableProduct => byId.get(item.parentId) as VariableProduct;

/** The product whose page shows `item` (a variation's parent). */
export const pageProductOf = (item: AnyProduct): Product => (item.type === 'variation' ? parentOf(item) : item);

export const productPath = (item: AnyProduct): string => `/product/${pageProductOf(item).slug}/`;

/** Display name of a term, e.g. `pa_size` + `l` → "L". */
export function termName(parent: VariableProduct, taxonomy: string, slug: string): string {
	const def = parent.attributes.find((a) => a.name === taxonomy);
	return def?.terms.find((t) => t.slug === slug)?.name ?? slug;
}

/** Purchasable products the many-buttons page can repeat without hitting a limit. */
export const unlimitedSimpleProducts = (): SimpleProduct[] =>
	PRODUCTS.filter((p): p is SimpleProduct => p.type === 'simple' && p.inStock && !p.soldIndividually && (p.stock === null || p.stock >= 10));
