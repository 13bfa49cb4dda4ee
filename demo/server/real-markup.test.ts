// @vitest-environment node
/**
 * The demo prints what the real templates print (issue 16): for each markup contract recorded
 * from the real shop (contracts/fixtures/real-shop, index.json `markup`), the demo renders the
 * same state and the two elements' outerHTML must be equal once the values that legitimately
 * differ are replaced by placeholders on both sides (`normalise` below: origin, nonces, cart
 * keys, wishlist tokens, prices and currency, image tags, and each case's ids, names, SKUs and
 * slugs). Whitespace, comments, attribute order, classes and structure are compared as they are.
 * AJAX fragments are compared as the raw strings the servers send, and every AJAX reply's JSON
 * shape (keys and value types) against the recorded reply.
 *
 * Contracts the demo cannot show (no test case):
 * - `coming-soon-page`: the page a logged-out visitor gets in coming-soon mode is a block-theme
 *   page (WordPress's template canvas); the demo has no coming-soon mode for visitors, only the
 *   administrator's banner.
 * - `wishlist-add-loop-guest-disabled`: the same markup as `wishlist-add-loop` (compared there);
 *   the demo has no "guests cannot add" option, so only the reply differs and it cannot send it.
 */
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import {
	type RecordedReply,
	realShopElements,
	realShopReplies,
} from '../../contracts/fixtures/real-shop';
import { AJAX_HEADERS, type Visitor, useDemoServer } from './testing';

const server = useDemoServer();

/** The server needs Node's environment (its file URLs); the pages are parsed by happy-dom, as a browser would. */
const { DOMParser } = new Window();
globalThis.DOMParser = DOMParser as unknown as typeof globalThis.DOMParser;

/** `[real value, demo value, placeholder]`: a value each shop names its own way. */
type Pair = readonly [string, string, string];

const MUG: Pair[] = [['Test Mug', 'Mug', '{name}'], ['TEST-001', 'MUG-1', '{sku}'], ['test-mug', 'mug', '{slug}']];
const HOODIE: Pair[] = [['Test Hoodie', 'Hoodie', '{name}'], ['TEST-VAR', 'HOODIE', '{sku}'], ['test-hoodie', 'hoodie', '{slug}']];
const OUT_OF_STOCK: Pair[] = [['Test Notebook', 'Umbrella', '{name}'], ['TEST-004', 'UMB-1', '{sku}'], ['test-notebook', 'umbrella', '{slug}'], ['14', '25', '{id}']];

/** Values both shops print in the same places under different spellings, replaced on both sides. */
const SHARED_RULES: readonly [RegExp, string][] = [
	// The origin (absolute URLs become paths), also as JSON inside attributes (`http:\/\/…`).
	[/https?:\/\/127\.0\.0\.1:\d+/g, ''],
	[/https?:\\\/\\\/127\.0\.0\.1:\d+/g, ''],
	// WooCommerce's add link is the request URI plus the query; the demo prints the query alone (the same URL in a browser).
	[/href="[^"?]*\?add-to-cart=/g, 'href="?add-to-cart='],
	// Nonces (10 hex), cart item keys and notice ids (32 hex), wishlist tokens (12 capitals and digits).
	[/\b[0-9a-f]{32}\b/g, '{key}'],
	[/\b[0-9a-f]{10}\b/g, '{nonce}'],
	[/\b[0-9A-Z]{12}\b/g, '{token}'],
	// Prices and the currency: dollars on the real shop, pounds on the demo.
	[/(woocommerce-Price-currencySymbol"(?: translate="no")?>)(?:\$|£|&#0?36;|&pound;)/g, '$1{currency}'],
	[/\d[\d,]*\.\d\d(?=<\/bdi>|<\/span>)/g, '{price}'],
	// Image tags: the real shop's uploads and srcset, the demo's generated tiles.
	[/<img [^>]*>/g, '<img {image}>'],
];

/** Replaces one side's own values (longest first), then the shared rules. */
function normalise(markup: string, pairs: readonly Pair[], side: 0 | 1): string {
	let out = markup;
	const ordered = [...pairs].sort((a, b) => b[side].length - a[side].length);
	for (const pair of ordered) {
		const value = pair[side];
		// Ids only where an id can stand: after a separator, not inside a longer number.
		const pattern = /^\d+$/.test(value) ? new RegExp(`(?<=[-_="/:;?&,\\s])${value}(?![\\d.])`, 'g') : new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g');
		out = out.replace(pattern, pair[2]);
	}
	for (const [pattern, replacement] of SHARED_RULES) out = out.replace(pattern, replacement);
	return out;
}

const parse = (page: string): Document => new DOMParser().parseFromString(page, 'text/html') as unknown as Document;

async function demoElements(visitor: Visitor, path: string, selector: string): Promise<Element[]> {
	const response = await visitor.fetch(path);
	expect(response.status).toBe(200);
	const found = [...parse(await response.text()).querySelectorAll(selector)];
	expect(found.length, `${selector} on the demo's ${path}`).toBeGreaterThan(0);
	return found;
}

function expectSameMarkup(real: string, demo: string, pairs: readonly Pair[]) {
	expect(normalise(demo, pairs, 1)).toBe(normalise(real, pairs, 0));
}

/** The visitor's wishlist nonces, from the page's `yith_wcwl_l10n`. */
async function wishlistNonces(visitor: Visitor): Promise<Record<string, string>> {
	const page = await (await visitor.fetch('/shop/')).text();
	const copies = [...page.matchAll(/var yith_wcwl_l10n = (.*);\n/g)];
	return (JSON.parse(copies.at(-1)![1]) as { nonce: Record<string, string> }).nonce;
}

async function adminAjax(visitor: Visitor, fields: Record<string, string>): Promise<Response> {
	return visitor.fetch('/wp-admin/admin-ajax.php', { method: 'POST', headers: AJAX_HEADERS, body: new URLSearchParams(fields).toString() });
}

const ADD_KEY = (id: number) => `yith-wcwl-add-to-wishlist.add-to-wishlist-${id}.yith-wcwl-add-to-wishlist---style.wishlist-fragment.on-first-load`;

/** Adds a product to the visitor's default list over AJAX, asking for its loop block back. */
async function addToWishlist(visitor: Visitor, id: number): Promise<Response> {
	const nonce = (await wishlistNonces(visitor)).add_to_wishlist_nonce;
	const key = ADD_KEY(id);
	return adminAjax(visitor, {
		action: 'add_to_wishlist',
		nonce,
		context: 'frontend',
		add_to_wishlist: String(id),
		product_type: 'simple',
		wishlist_id: '',
		[`fragments[${key}][product_id]`]: String(id),
		[`fragments[${key}][is_single]`]: 'false',
		[`fragments[${key}][item]`]: 'add_to_wishlist',
	});
}

const real = (name: string): string => realShopElements(name)[0].outerHTML;

/** The wishlist plugin's options of the recorded kit (setup-shop.php): see /demo/wishlist-options. */
const useKitWishlistOptions = (visitor: Visitor) => visitor.cookies.set('demo_wcwl', 'free-columns,responsive');

/** The second product of each recorded wishlist: the T-shirt (guest) and the Poster (administrator), with the demo's 12 and 13. */
const SECOND: Record<number, Pair[]> = {
	12: [['Test T-Shirt', 'Tote bag', '{name2}'], ['test-t-shirt', 'tote-bag', '{slug2}']],
	13: [['Test Poster', 'Poster', '{name2}'], ['test-poster', 'poster', '{slug2}']],
};

/** The list's id, as each shop numbers its lists: read from the table's `data-id`. */
function listIds(realForm: Element, demoForm: Element): Pair[] {
	const id = (form: Element) => form.querySelector('[data-id]')?.getAttribute('data-id') ?? '';
	return [[`&quot;wishlist_id&quot;:${id(realForm)},`, `&quot;wishlist_id&quot;:${id(demoForm)},`, '&quot;wishlist_id&quot;:{list},'], [`data-id="${id(realForm)}"`, `data-id="${id(demoForm)}"`, 'data-id="{list}"']];
}

describe('the demo prints the real markup contracts', () => {
	it('loop-button-simple', async () => {
		const [demo] = await demoElements(server.visitor, '/shop/', 'li.post-11 a.add_to_cart_button');
		expectSameMarkup(real('loop-button-simple'), demo.outerHTML, MUG);
	});

	it('loop-button-variable', async () => {
		const [demo] = await demoElements(server.visitor, '/shop/', 'li.post-15 a.button');
		expectSameMarkup(real('loop-button-variable'), demo.outerHTML, HOODIE);
	});

	it('loop-button-out-of-stock', async () => {
		const [demo] = await demoElements(server.visitor, '/shop/', 'li.post-25 a.button');
		expectSameMarkup(real('loop-button-out-of-stock'), demo.outerHTML, OUT_OF_STOCK);
	});

	it.each(['wishlist-add-loop', 'wishlist-add-loop-guest-disabled'])('%s', async (name) => {
		const [demo] = await demoElements(server.visitor, '/shop/', '.yith-wcwl-add-to-wishlist.add-to-wishlist-11');
		expectSameMarkup(real(name), demo.outerHTML, MUG);
	});

	it('wishlist-add-single', async () => {
		const [demo] = await demoElements(server.visitor, '/product/mug/', '.summary .yith-wcwl-add-to-wishlist.add-to-wishlist-11');
		expectSameMarkup(real('wishlist-add-single'), demo.outerHTML, MUG);
	});

	it('wishlist-add-loop-exists', async () => {
		await addToWishlist(server.visitor, 11);
		const [demo] = await demoElements(server.visitor, '/shop/', '.yith-wcwl-add-to-wishlist.add-to-wishlist-11');
		expectSameMarkup(real('wishlist-add-loop-exists'), demo.outerHTML, MUG);
	});

	it('wishlist-add-single-exists', async () => {
		await addToWishlist(server.visitor, 11);
		const [demo] = await demoElements(server.visitor, '/product/mug/', '.summary .yith-wcwl-add-to-wishlist.add-to-wishlist-11');
		expectSameMarkup(real('wishlist-add-single-exists'), demo.outerHTML, MUG);
	});

	it('variation-form (the one-attribute T-shirt; its variations JSON is the guards\' business, contracts/real-shop.test.ts)', async () => {
		const [demo] = await demoElements(server.visitor, '/product/t-shirt/', 'form.variations_form');
		const pairs: Pair[] = [
			['/product/test-hoodie/', '/product/t-shirt/', '{url}'],
			['Test Hoodie', 'T-shirt', '{name}'],
			['15', '26', '{id}'],
			['"size"', '"pa_size"', '"{attribute}"'],
			['attribute_size', 'attribute_pa_size', 'attribute_{attribute}'],
		];
		const options = (markup: string) =>
			markup
				.replace(/data-product_variations="[^"]*"/, 'data-product_variations="{variations}"')
				.replace(/(<option value="">Choose an option<\/option>)(<option value="[^"]*">[^<]*<\/option>)+/g, '$1{terms}')
				.replace(/quantity_[0-9a-f]+/g, 'quantity_{id}');
		expectSameMarkup(options(real('variation-form')), options(demo.outerHTML), pairs);
	});

	/**
	 * The wishlist form with the kit's options: the free plugin's default columns (remove, image,
	 * name), no remove-after-add, responsive on. The real guest added the Mug then the T-shirt, the
	 * administrator the Mug then the Poster; the newest shows first (position 0, then id descending).
	 */
	it.each([
		['wishlist-table', false, 12],
		['wishlist-table-admin', true, 13],
	] as const)('%s', async (name, admin, second) => {
		if (admin) await server.visitor.logIn('admin');
		useKitWishlistOptions(server.visitor);
		await addToWishlist(server.visitor, 11);
		await addToWishlist(server.visitor, second);
		const [demo] = await demoElements(server.visitor, '/wishlist/', 'form#yith-wcwl-form');
		const realForm = realShopElements(name)[0];
		expectSameMarkup(realForm.outerHTML, demo.outerHTML, [...MUG, ...SECOND[second], ...listIds(realForm, demo)]);
	});

	it('store-notice', async () => {
		const [demo] = await demoElements(server.visitor, '/shop/', '.woocommerce-store-notice');
		expectSameMarkup(real('store-notice'), demo.outerHTML, []);
	});

	it('coming-soon-banner', async () => {
		await server.visitor.logIn('admin');
		const [demo] = await demoElements(server.visitor, '/shop/', '#coming-soon-footer-banner');
		expectSameMarkup(real('coming-soon-banner'), demo.outerHTML, []);
	});

	it('checkout-attribution-classic (the five default groups; the demo adds a gateway group with an id)', async () => {
		await server.visitor.ajax('add_to_cart', { product_id: '11', quantity: '1' });
		const demo = await demoElements(server.visitor, '/checkout/', 'form.checkout wc-order-attribution-inputs:not([id])');
		expect(demo.map((element) => element.outerHTML)).toEqual(realShopElements('checkout-attribution-classic').map((element) => element.outerHTML));
	});

	it.each([
		['header-cart-empty', false],
		['header-cart-full', true],
	] as const)('%s (Storefront leaves the widget content empty for the fragments; the demo fills it, compared below)', async (name, full) => {
		if (full) await server.visitor.ajax('add_to_cart', { product_id: '11', quantity: '1' });
		const [demo] = await demoElements(server.visitor, '/shop/', '#site-header-cart');
		demo.querySelector('.widget_shopping_cart_content')!.replaceChildren();
		expectSameMarkup(real(name), demo.outerHTML.replace(/<span class="count">\d+ items?<\/span>/, '<span class="count">{count}</span>'), [['2 items', '{count}', '{count}'], ['0 items', '{count}', '{count}']]);
	});
});

/** The recorded reply of that name. */
const recorded = (name: string): RecordedReply => {
	const reply = realShopReplies().find((entry) => entry.name === name);
	if (!reply) throw new Error(`no recorded reply ${name}`);
	return reply;
};

const recordedJson = (name: string) => JSON.parse(recorded(name).response.body) as Record<string, unknown>;

describe('the demo sends the real fragments', () => {
	it('get_refreshed_fragments, empty cart: the mini-cart and the header link', async () => {
		const demo = (await (await server.visitor.ajax('get_refreshed_fragments', {})).json()) as { fragments: Record<string, string> };
		const realFragments = recordedJson('get-refreshed-fragments-empty').fragments as Record<string, string>;
		for (const key of ['div.widget_shopping_cart_content', 'a.cart-contents']) expectSameMarkup(realFragments[key], demo.fragments[key], [['0 items', '0 items', '{count}']]);
	});

	it('get_refreshed_fragments, two lines: the mini-cart rows and the header link', async () => {
		await server.visitor.ajax('add_to_cart', { product_id: '11', quantity: '1' });
		await server.visitor.ajax('add_to_cart', { product_id: '28', quantity: '1' });
		const demo = (await (await server.visitor.ajax('get_refreshed_fragments', {})).json()) as { fragments: Record<string, string> };
		const realFragments = recordedJson('get-refreshed-fragments-full').fragments as Record<string, string>;
		// The second line is a one-attribute variation: "Test Hoodie - M" (parent 15) there, "T-shirt - M" (parent 26) here.
		const pairs: Pair[] = [
			...MUG,
			['Test Hoodie - M', 'T-shirt - M', '{name2}'],
			['TEST-VAR-M', 'TEE-M', '{sku2}'],
			['test-hoodie/?attribute_size=M', 't-shirt/?attribute_pa_size=m', '{link2}'],
			['15', '26', '{id2}'],
		];
		for (const key of ['div.widget_shopping_cart_content', 'a.cart-contents']) expectSameMarkup(realFragments[key], demo.fragments[key], pairs);
	});

	it('add_to_wishlist: the block of the added product', async () => {
		const demo = (await (await addToWishlist(server.visitor, 11)).json()) as { fragments: Record<string, string> };
		const realFragments = recordedJson('wishlist-add').fragments as Record<string, string>;
		expectSameMarkup(realFragments[ADD_KEY(11)], demo.fragments[ADD_KEY(11)], MUG);
	});

	it('load_fragments: a block not in the list', async () => {
		const nonce = (await wishlistNonces(server.visitor)).load_fragments_nonce;
		const key = ADD_KEY(11);
		const reply = await adminAjax(server.visitor, { action: 'load_fragments', nonce, context: 'frontend', [`fragments[${key}][product_id]`]: '11', [`fragments[${key}][item]`]: 'add_to_wishlist' });
		const demo = (await reply.json()) as { fragments: Record<string, string> };
		const realFragments = recordedJson('wishlist-load-fragments').fragments as Record<string, string>;
		expectSameMarkup(realFragments[key], demo.fragments[key], MUG);
	});
});

/** A JSON value's shape: objects by key, arrays by their first item, scalars by type. */
function shape(value: unknown): unknown {
	if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
	if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]).sort(([a], [b]) => String(a).localeCompare(String(b))));
	return value === null ? 'null' : typeof value;
}

/** Fragment keys name the element; the shape compares the set of kinds, not each product's key. */
const shapeOfFragments = (value: unknown): unknown => {
	const reply = shape(value) as Record<string, unknown>;
	if (reply.fragments && typeof reply.fragments === 'object' && !Array.isArray(reply.fragments)) {
		const kinds = Object.keys(reply.fragments as object).map((key) => key.replace(/add-to-wishlist-\d+/, 'add-to-wishlist-{id}'));
		reply.fragments = [...new Set(kinds)].sort();
	}
	return reply;
};

/** Storefront's handheld footer bar link: a Storefront fragment, the demo prints no such bar. */
const STOREFRONT_ONLY = 'a.footer-cart-contents';

const withoutStorefront = (value: unknown): unknown => {
	const reply = value as { fragments?: Record<string, unknown> };
	if (reply.fragments && !Array.isArray(reply.fragments)) delete reply.fragments[STOREFRONT_ONLY];
	return reply;
};

/** The wishlist form's fragment fields, as the plugin's script collects them from the page (`fragments[<key>][<option>]`). */
async function formFragmentFields(visitor: Visitor): Promise<{ fields: Record<string, string>; key: string; form: Element }> {
	const [form] = await demoElements(visitor, '/wishlist/', 'form#yith-wcwl-form');
	const key = 'woocommerce.yith-wcwl-form.wishlist-fragment';
	const options = JSON.parse(form.getAttribute('data-fragment-options') ?? '{}') as Record<string, unknown>;
	const fields = Object.fromEntries(Object.entries(options).map(([name, value]) => [`fragments[${key}][${name}]`, String(value)]));
	return { fields, key, form };
}

/**
 * The replies that carry the wishlist form, in the recorder's order on the kit's options: the same
 * JSON shape, and the same form markup as the raw string the real server sent.
 */
describe('the demo sends the real wishlist form in its replies', () => {
	const realFragment = (name: string): string => Object.values(recordedJson(name).fragments as Record<string, string>)[0];

	async function guestWithTwoItems() {
		useKitWishlistOptions(server.visitor);
		await addToWishlist(server.visitor, 11);
		await addToWishlist(server.visitor, 12);
		const { fields, key, form } = await formFragmentFields(server.visitor);
		const nonce = (await wishlistNonces(server.visitor)) as Record<string, string>;
		const token = form.getAttribute('action')!.match(/view\/([A-Z0-9]{12})\//)![1];
		const listId = form.querySelector('[data-id]')!.getAttribute('data-id')!;
		// The recorded guest's list, as the real shop numbered it.
		const realListId = realFragment('wishlist-load-mobile').match(/data-id="(\d+)"/)![1];
		const ids: Pair[] = [
			[`&quot;wishlist_id&quot;:${realListId},`, `&quot;wishlist_id&quot;:${listId},`, '&quot;wishlist_id&quot;:{list},'],
			[`data-id="${realListId}"`, `data-id="${listId}"`, 'data-id="{list}"'],
		];
		return { fields, key, nonce, token, listId, pairs: [...MUG, ...SECOND[12], ...ids] };
	}

	const send = (action: string, nonce: string, fields: Record<string, string>) => adminAjax(server.visitor, { action, nonce, context: 'frontend', ...fields });

	it('load_mobile: the mobile template', async () => {
		const { fields, key, nonce, pairs } = await guestWithTwoItems();
		const reply = (await (await send('load_mobile', nonce.load_mobile_nonce, { ...fields, [`fragments[${key}][is_mobile]`]: 'yes' })).json()) as { fragments: Record<string, string> };
		expect(shapeOfFragments(structuredClone(reply))).toEqual(shapeOfFragments(recordedJson('wishlist-load-mobile')));
		expectSameMarkup(realFragment('wishlist-load-mobile'), reply.fragments[key], pairs);
	});

	it('save_title, reload_wishlist_and_adding_elem (HTML), delete_item, remove_from_wishlist', async () => {
		const { fields, key, nonce, token, listId, pairs } = await guestWithTwoItems();
		const saved = (await (await send('save_title', nonce.save_title_nonce, { wishlist_id: token, title: 'Recorded list', ...fields })).json()) as { fragments: Record<string, string> };
		expect(shapeOfFragments(structuredClone(saved))).toEqual(shapeOfFragments(recordedJson('wishlist-save-title')));
		expectSameMarkup(realFragment('wishlist-save-title'), saved.fragments[key], pairs);

		const reloaded = await send('reload_wishlist_and_adding_elem', nonce.reload_wishlist_and_adding_elem_nonce, { pagination: 'no', per_page: '5', wishlist_id: listId, wishlist_token: token, add_to_wishlist: '13', product_type: 'simple' });
		expect(reloaded.headers.get('content-type')).toMatch(/^text\/html/);
		const reloadedBody = await reloaded.text();
		// The plugin's wrapper and the form's opening; the demo adds its notice and the Frequently Bought Together block.
		expect(reloadedBody.startsWith('\t\t\t<div>\n\t\t\t\t\n\n\n\n<form\n\tid="yith-wcwl-form"')).toBe(recorded('wishlist-reload-and-add').response.body.startsWith('\t\t\t<div>\n\t\t\t\t\n\n\n\n<form\n\tid="yith-wcwl-form"'));
		expect(reloadedBody.endsWith('\t\t\t</div>\n\t\t\t')).toBe(true);

		const poster = (await (await fetchJson(server.visitor, '/demo/api/wishlists')) as { lists: { items: { itemId: number; productId: number }[] }[] }).lists[0].items.find((item) => item.productId === 13)!;
		const deleted = (await (await send('delete_item', nonce.delete_item_nonce, { item_id: String(poster.itemId), ...fields })).json()) as { fragments: Record<string, string> };
		expect(shapeOfFragments(structuredClone(deleted))).toEqual(shapeOfFragments(recordedJson('wishlist-delete-item')));
		expectSameMarkup(realFragment('wishlist-delete-item'), deleted.fragments[key], pairs);

		const removed = (await (await send('remove_from_wishlist', nonce.remove_from_wishlist_nonce, { remove_from_wishlist: '12', wishlist_id: listId, wishlist_token: token, ...fields })).json()) as { fragments: Record<string, string> };
		expect(shapeOfFragments(structuredClone(removed))).toEqual(shapeOfFragments(recordedJson('wishlist-remove')));
		expectSameMarkup(realFragment('wishlist-remove'), removed.fragments[key], pairs);
	});
});

const fetchJson = async (visitor: Visitor, path: string): Promise<unknown> => (await visitor.fetch(path)).json();

describe('the demo answers in the real JSON shapes', () => {
	const cartReplies: [string, () => Promise<Response>][] = [
		['add-to-cart-simple', () => server.visitor.ajax('add_to_cart', { product_sku: '', product_id: '11', quantity: '1' })],
		['add-to-cart-out-of-stock', () => server.visitor.ajax('add_to_cart', { product_sku: '', product_id: '25', quantity: '1' })],
		['add-to-cart-unknown-product', () => server.visitor.ajax('add_to_cart', { product_sku: '', product_id: '999999', quantity: '1' })],
		['get-refreshed-fragments-empty', () => server.visitor.ajax('get_refreshed_fragments', { time: '1767225600000' })],
		['remove-from-cart-unknown-key', () => server.visitor.ajax('remove_from_cart', { cart_item_key: '0'.repeat(32) })],
		['get-variation-no-match', () => server.visitor.ajax('get_variation', { product_id: '15', attribute_pa_color: 'red', attribute_pa_size: 's' })],
	];
	it.each(cartReplies)('%s', async (name, send) => {
		const response = await send();
		expect(shapeOfFragments(withoutStorefront(await response.json()))).toEqual(shapeOfFragments(withoutStorefront(recordedJson(name))));
	});

	it('remove-from-cart', async () => {
		await server.visitor.ajax('add_to_cart', { product_id: '11', quantity: '1' });
		const response = await server.visitor.ajax('remove_from_cart', { cart_item_key: '6512bd43d9caa6e02c990b0a82652dca' });
		expect(shapeOfFragments(withoutStorefront(await response.json()))).toEqual(shapeOfFragments(withoutStorefront(recordedJson('remove-from-cart'))));
	});

	it('get-variation-no-image-in-stock (the image fields of a variation without its own image)', async () => {
		const response = await server.visitor.ajax('get_variation', { product_id: '15', attribute_pa_color: 'blue', attribute_pa_size: 's' });
		const demo = shape(await response.json()) as Record<string, unknown>;
		const realShape = shape(recordedJson('get-variation-no-image-in-stock')) as Record<string, unknown>;
		expect(Object.keys(demo).filter((key) => !(key in realShape))).toEqual([]);
		expect(Object.keys(realShape).filter((key) => !(key in demo))).toEqual([]);
	});

	it('wishlist-add, then wishlist-add-exists', async () => {
		expect(shapeOfFragments(await (await addToWishlist(server.visitor, 11)).json())).toEqual(shapeOfFragments(recordedJson('wishlist-add')));
		expect(shapeOfFragments(await (await addToWishlist(server.visitor, 11)).json())).toEqual(shapeOfFragments(recordedJson('wishlist-add-exists')));
	});

	it('wishlist-add-bad-nonce', async () => {
		const reply = await adminAjax(server.visitor, { action: 'add_to_wishlist', nonce: 'bad0nonce0', context: 'frontend', add_to_wishlist: '12', product_type: 'simple', wishlist_id: '' });
		expect(shape(await reply.json())).toEqual(shape(recordedJson('wishlist-add-bad-nonce')));
	});

	it('wishlist-load-fragments and wishlist-load-fragments-bad-nonce', async () => {
		const nonce = (await wishlistNonces(server.visitor)).load_fragments_nonce;
		const key = ADD_KEY(11);
		const fields = { context: 'frontend', action: 'load_fragments', [`fragments[${key}][product_id]`]: '11', [`fragments[${key}][item]`]: 'add_to_wishlist' };
		expect(shapeOfFragments(await (await adminAjax(server.visitor, { ...fields, nonce })).json())).toEqual(shapeOfFragments(recordedJson('wishlist-load-fragments')));
		expect(shape(await (await adminAjax(server.visitor, { ...fields, nonce: 'bad0nonce0' })).json())).toEqual(shape(recordedJson('wishlist-load-fragments-bad-nonce')));
	});
});
