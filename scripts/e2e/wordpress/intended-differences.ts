/**
 * Where the islands end differently from the original scripts on purpose. A differential journey
 * fails on any difference that is not listed here; a listed one must end exactly as `check` says,
 * on both sides. `npm run differences:table` prints docs/contributing.md's table from this list.
 */
import { expect } from 'vitest';
import { HEADER_CART } from './cart';
import type { ElementState, EventState } from './end-state';

export interface IntendedDifference {
	/** The journeys' names (without the setting), or every journey. */
	journeys: readonly string[] | '*';
	/** The settings' names it holds under; every setting when omitted. */
	settings?: readonly string[];
	/**
	 * What differs: `announced`, `alerts`, `focus`, `url`, `events` (all of them), `element:<selector>`, `event:<name>`,
	 * `server:<key>`, or `class:<prefix>` (class tokens with that prefix, wherever the state names classes).
	 */
	at: string;
	/** What each side ends with, in words (docs/contributing.md's table). */
	original: string;
	islands: string;
	why: string;
	/** The same, as a check on both sides' values at `at`. */
	check(original: unknown, islands: unknown): void;
}

/** `part` is `whole` with some entries left out, in the same order. */
function expectSubsequence(part: readonly unknown[], whole: readonly unknown[]): void {
	let at = 0;
	for (const [index, entry] of part.entries()) {
		while (at < whole.length && JSON.stringify(whole[at]) !== JSON.stringify(entry)) at++;
		// The entry itself goes to the diff written beside the end states; the message stays short.
		expect(at, `entry ${index} of ${part.length} found, in order, among the ${whole.length} of the other side`).toBeLessThan(whole.length);
		at++;
	}
}

/** `whole` less one of each of `taken` (texts): what is left. */
function without(whole: readonly string[], taken: readonly string[]): string[] {
	const left = [...whole];
	for (const text of taken) {
		const at = left.indexOf(text);
		if (at >= 0) left.splice(at, 1);
	}
	return left;
}

/** A wishlist reload's event without the options it sent: the fragments that came back. */
function whatLanded(event: EventState | undefined): unknown {
	if (!event) return event;
	if (event.name === 'yith_wcwl_fragments_loaded') return { ...event, args: event.args.slice(1) };
	if (event.name === 'yith_wcwl_fragments_replaced') return { ...event, args: [(event.args[0] as { fragments?: unknown } | undefined)?.fragments] };
	return event;
}

/** WooCommerce's `i18n_unavailable_text`, as the kit's shop prints it. */
const UNAVAILABLE = 'Sorry, this product is unavailable. Please choose a different combination.';

/** single-product.js's `i18n_required_rating_text`, as the kit's shop prints it. */
const RATING_REQUIRED = 'Please select a rating';

const EARLY_PRESS = 'choose a size of the hoodie and press Add to cart before the form’s script is there';

const REVIEW_JOURNEY = 'send a review without a rating, then with four stars';
const STALE_WISHLIST_ADD = 'add to the wishlist from a cached /shop/ whose nonces are dead';

/** The journeys that choose variations one after another on a page whose wishlist button follows them. */
const VARIATION_JOURNEYS = [
	'choose a size of the hoodie and add it',
	'choose color, size and an "any" fabric of the jacket, see its weight, dimensions, stock and image, and add it',
	'choose the jacket’s Blue L in wool: weight, dimensions, stock and image shown',
	'choose the jacket’s Red S in cotton, then Clear',
	'choose the jacket’s sold-out Blue S in wool and press Add to cart',
	'choose a variation with its own image, then Clear',
];

/** The wishlist journeys whose add block replaces the link that was pressed. */
const WISHLIST_BLOCK_JOURNEYS = [
	'add to the wishlist from /shop/',
	'add to the wishlist from a product page',
	'add to the wishlist from /shop/ with the keyboard',
	'add, then remove with the block’s own remove link',
];

/** What the islands say of a wishlist action, where the plugin says nothing (its toast is no live region). */
const WISHLIST_SAID = ['Product added!', 'Product successfully removed.', 'The wishlist link is copied.'];

export const INTENDED_DIFFERENCES: readonly IntendedDifference[] = [
	{
		journeys: ['add a row to the cart from /wishlist/'],
		at: 'event:adding_to_cart',
		original: 'data without remove_from_wishlist_after_add_to_cart and wishlist_id: the wishlist plugin adds them from a handler that runs after those on body',
		islands: 'data with both already in it (the wishlist table adds them before body’s listeners run)',
		why: 'The request sends the same fields either way; a listener sees the data the request will carry.',
		check(original, islands) {
			const plain = (events: unknown) =>
				(events as EventState[]).map((event) => ({ ...event, args: event.args.map((arg) => (arg && typeof arg === 'object' && 'wishlist_id' in arg ? { ...arg, remove_from_wishlist_after_add_to_cart: undefined, wishlist_id: undefined } : arg)) }));
			expect(JSON.parse(JSON.stringify(plain(islands)))).toEqual(JSON.parse(JSON.stringify(plain(original))));
			for (const event of islands as EventState[]) expect(event.args[1]).toMatchObject({ remove_from_wishlist_after_add_to_cart: expect.any(Number), wishlist_id: 'VISITOR' });
		},
	},
	{
		journeys: ['slide the gallery by thumbnail and by arrow keys', 'click the main image (with the slider and zoom on)'],
		at: 'focus',
		original: 'on Storefront’s content area (tabindex -1): the thumbnail clicked is an image, and the click on the main image lands on jQuery Zoom’s picture, neither of them focusable',
		islands: 'on what was clicked: the thumbnail (a button now) or the image’s link',
		why: 'Thumbnails are buttons reachable by keyboard; focus follows the shopper’s hand instead of jumping to the page’s content area.',
		check(original, islands) {
			expect(original).toMatch(/^div\.site-content "/);
			expect(islands).toMatch(/^(img\.flex-active|a) ""$/);
		},
	},
	{
		journeys: ['open the full-screen viewer from its trigger, go to the next image, close it with Escape'],
		at: 'element:.woocommerce-product-gallery .woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image',
		original: 'the gallery slid to the second image behind the viewer: flexslider’s keyboard handler heard the arrow key PhotoSwipe used',
		islands: 'the gallery stays on the image the viewer was opened on',
		why: 'The arrow key pages the viewer that has the focus, nothing behind it.',
		check(original, islands) {
			const active = (slides: unknown) => (slides as ElementState[]).findIndex((slide) => slide.classes.includes('flex-active-slide'));
			expect([active(original), active(islands)]).toEqual([1, 0]);
		},
	},
	{
		journeys: ['open the full-screen viewer from its trigger, go to the next image, close it with Escape'],
		at: 'element:.woocommerce-product-gallery ol.flex-control-nav li img',
		original: 'the second thumbnail active (see the row above)',
		islands: 'the first thumbnail active',
		why: 'As the row above.',
		check(original, islands) {
			const active = (thumbs: unknown) => (thumbs as ElementState[]).findIndex((thumb) => thumb.classes.includes('flex-active'));
			expect([active(original), active(islands)]).toEqual([1, 0]);
		},
	},
	{
		journeys: ['open the full-screen viewer from its trigger, go to the next image, close it with Escape'],
		at: 'announced',
		original: 'nothing: PhotoSwipe is silent',
		islands: '"Image 1 of 3", "Loading", "Image 2 of 3": where the viewer is and that an image is loading',
		why: 'The viewer is a dialog a screen reader can follow.',
		check(original, islands) {
			expect(original).toEqual([]);
			expect(islands).toEqual(expect.arrayContaining(['Image 1 of 3', 'Image 2 of 3']));
			expect((islands as string[]).every((text) => /^(Image \d of 3|Loading(\.\.\.)?)$/.test(text))).toBe(true);
		},
	},
	{
		journeys: WISHLIST_BLOCK_JOURNEYS,
		at: 'focus',
		original: 'on <body>: the link pressed was replaced by the reply',
		islands: 'on the block’s first control of the reply (Browse wishlist, Remove from list, Add to wishlist)',
		why: 'A keyboard user stays where they were instead of starting again from the top of the page.',
		check(original, islands) {
			expect(original).toBe('body');
			expect(islands).toMatch(/^a(\.[\w-]+)* "(Browse wishlist|Remove from list|Add to wishlist)"$/);
		},
	},
	{
		journeys: [...WISHLIST_BLOCK_JOURNEYS, 'remove a row on /wishlist/', 'add a row to the cart from /wishlist/', 'share the list: its social links, and copy its link'],
		at: 'announced',
		original: 'nothing of the wishlist’s own actions (its message is a toast, no live region)',
		islands: 'the same, and the outcome of each wishlist action: "Product added!", "Product successfully removed.", "The wishlist link is copied."',
		why: 'Wishlist changes are announced, as cart changes are.',
		check(original, islands) {
			const extra = without(islands as string[], original as string[]);
			expect(extra.every((text) => WISHLIST_SAID.includes(text)), `said only by the islands: ${JSON.stringify(extra)}`).toBe(true);
			expect(without(original as string[], islands as string[]), 'said by the original only').toEqual([]);
		},
	},
	{
		journeys: ['share the list: its social links, and copy its link'],
		at: 'focus',
		original: 'in the link field (input.copy-target), which the copy selected',
		islands: 'on "copy" itself, a button now (role=button, in the tab order)',
		why: 'The reader stays on the control they used; "copy" was a span no keyboard could reach.',
		check(original, islands) {
			expect(original).toBe('input.copy-target ""');
			expect(islands).toBe('span.copy-trigger "copy"');
		},
	},
	{
		journeys: ['add, then remove with the block’s own remove link'],
		at: 'event:removed_from_wishlist',
		original: '[the link, the block as it was before the reply (still `exists`)]',
		islands: '[the link, the block on the page after the reply (no longer `exists`)]',
		why: 'The plugin hands over its stale copy; the block a listener reads is the one the shopper sees.',
		check(original, islands) {
			const strip = (events: unknown) => JSON.parse(JSON.stringify(events).replace(/\.exists(?=[.\[ "])/g, ''));
			expect(strip(islands)).toEqual(strip(original));
		},
	},
	...['yith_wcwl_fragments_loaded', 'yith_wcwl_fragments_replaced', 'yith_wcwl_init_after_ajax'].map(
		(name): IntendedDifference => ({
			journeys: VARIATION_JOURNEYS,
			at: `event:${name}`,
			original: `${name} once per variation chosen (the wishlist button reloads for each)`,
			islands: `${name} for the latest choice; a choice made while the wishlist’s code was still loading is superseded by the next one`,
			why: 'The wishlist’s code loads on first use; the button ends on the variation shown either way, with one request fewer per superseded choice. (Two quick choices can also cross on the wire: the original then ends on whichever reply came last, even a variation no longer chosen; the islands apply a reply only to the button it was asked for.)',
			check(original, islands) {
				expect((islands as EventState[]).length).toBeLessThanOrEqual((original as EventState[]).length);
				// Each reload brings markup the original also got; the options it sent may differ: after a superseded choice they start from the printed ones, not from the replaced fragment's.
				const got = (original as EventState[]).map((event) => JSON.stringify(whatLanded(event)));
				for (const event of islands as EventState[]) expect(got, 'a reload the original also had').toContain(JSON.stringify(whatLanded(event)));
			},
		}),
	),
	{
		journeys: ['choose the jacket’s sold-out Blue S in wool and press Add to cart'],
		at: 'alerts',
		original: 'alert(): "Sorry, this product is unavailable. Please choose a different combination."',
		islands: 'no alert(): the same sentence in a notice under the form (role=alert, see the next row)',
		why: 'A modal alert() interrupts and says nothing a notice next to the button cannot; the notice is read out and stays in view.',
		check(original, islands) {
			expect(original).toEqual([UNAVAILABLE]);
			expect(islands).toEqual([]);
		},
	},
	{
		journeys: ['choose the jacket’s sold-out Blue S in wool and press Add to cart'],
		at: 'announced',
		original: 'what the form said before the press (price and "Out of stock")',
		islands: 'the same, then "Sorry, this product is unavailable. Please choose a different combination."',
		why: 'The notice that replaces the alert is a live region.',
		check(original, islands) {
			expect(islands).toEqual([...(original as string[]), UNAVAILABLE].sort());
		},
	},
	{
		journeys: [REVIEW_JOURNEY],
		settings: ['reviews with a required rating'],
		at: 'alerts',
		original: 'alert(): "Please select a rating"',
		islands: 'no alert(): the same sentence under the stars (role=alert, next row)',
		why: 'As the sold-out rows: the notice is read out and stays beside the stars it speaks of.',
		check(original, islands) {
			expect(original).toEqual([RATING_REQUIRED]);
			expect(islands).toEqual([]);
		},
	},
	{
		journeys: [REVIEW_JOURNEY],
		settings: ['reviews with a required rating'],
		at: 'announced',
		original: 'nothing',
		islands: '"Please select a rating"',
		why: 'The notice that replaces the alert is a live region.',
		check(original, islands) {
			expect(original).toEqual([]);
			expect(islands).toEqual([RATING_REQUIRED]);
		},
	},
	{
		journeys: [EARLY_PRESS],
		at: 'server:cart',
		original: 'empty: the press sent the plain form without a variation, and the shop answered "Please choose product options for Test Hoodie."',
		islands: 'the hoodie in M: the press was held until the form’s code was there, then sent with the variation',
		why: 'WooCommerce’s script is deferred and binds only once it has run; a press before that posts a form the shop refuses. The islands hold it (the defect this journey was written for).',
		check(original, islands) {
			expect(original).toMatchObject({ items: [] });
			expect(islands).toMatchObject({ items: [{ name: 'Test Hoodie', quantity: 1, variation: [{ value: 'M' }] }] });
		},
	},
	{
		journeys: [EARLY_PRESS],
		at: 'element:.woocommerce-message, .woocommerce-error',
		original: 'the shop’s error "Please choose product options for Test Hoodie."',
		islands: 'the shop’s message "“Test Hoodie” has been added to your cart."',
		why: 'As the row above.',
		check(original, islands) {
			expect(original).toMatchObject([{ classes: ['woocommerce-error'], text: expect.stringContaining('Please choose product options for Test Hoodie.') }]);
			expect(islands).toMatchObject([{ classes: ['woocommerce-message'], text: expect.stringContaining('“Test Hoodie” has been added to your cart.') }]);
		},
	},
	{
		journeys: [EARLY_PRESS],
		at: `element:${HEADER_CART}`,
		original: 'the empty cart',
		islands: 'the cart with the hoodie',
		why: 'As the rows above.',
		check(original, islands) {
			expect(original).toMatchObject([{ text: expect.stringContaining('0 items') }]);
			expect(islands).toMatchObject([{ text: expect.stringContaining('1 item') }]);
		},
	},
	{
		journeys: [EARLY_PRESS],
		at: 'announced',
		original: 'the answer page’s: the price of the size chosen there, and the error',
		islands: 'the first page’s price of the size chosen, then the answer page’s price and the message',
		why: 'As the rows above.',
		check(original, islands) {
			expect(original).toEqual(['$32.00', 'Please choose product options for Test Hoodie.']);
			expect(islands).toEqual(['$32.00', '$32.00', '“Test Hoodie” has been added to your cart. View cart']);
		},
	},
	{
		journeys: [EARLY_PRESS],
		at: 'focus',
		original: 'on the error (Storefront focuses the notice a post brings)',
		islands: 'on the message, likewise',
		why: 'As the rows above.',
		check(original, islands) {
			expect(original).toBe('ul.woocommerce-error "Please choose product options for Test Hoodie."');
			expect(islands).toBe('div.woocommerce-message "“Test Hoodie” has been added to your cart. View cart"');
		},
	},
	{
		journeys: [EARLY_PRESS],
		at: 'events',
		original: 'none on the first page (its scripts never ran before the press took the shopper away), then the answer page’s',
		islands: 'the first page’s as the form’s code mounts there (the held press is sent from it), then the answer page’s',
		why: 'As the rows above: the islands’ form is ready before it is sent, the original’s never was.',
		check(original, islands) {
			// Both loads are of one address: the pages' events are one list, the original's all among the islands'.
			const left = without(
				(islands as EventState[]).map((event) => JSON.stringify(event)),
				(original as EventState[]).map((event) => JSON.stringify(event)),
			);
			expect((islands as EventState[]).length - left.length, 'the original’s events, among the islands’').toBe((original as EventState[]).length);
		},
	},
	{
		journeys: [STALE_WISHLIST_ADD],
		at: 'event:added_to_wishlist',
		original: 'added_to_wishlist, though the shop refused the add ({"result":false}: the page’s nonce is dead) and nothing was added',
		islands: 'no added_to_wishlist: nothing was added',
		why: 'A listener (an analytics plugin) counts adds from this event; a refused add is not one.',
		check(original, islands) {
			expect(original).toHaveLength(1);
			expect(islands).toEqual([]);
		},
	},
	{
		journeys: [STALE_WISHLIST_ADD],
		at: 'event:yith_wcwl_init_after_ajax',
		original: 'yith_wcwl_init_after_ajax after the refused reply (its handlers bound again)',
		islands: 'none: the reply changed nothing on the page',
		why: 'The event says new wishlist markup is in place; a refused add brings none.',
		check(original, islands) {
			expect(original).toHaveLength(1);
			expect(islands).toEqual([]);
		},
	},
	{
		journeys: [STALE_WISHLIST_ADD],
		at: 'announced',
		original: 'nothing: the press seems to do nothing',
		islands: '"This page is out of date. Reload it and try again."',
		why: 'The contract’s advice for a stale nonce (§9 #24): say so and offer a reload, instead of a silent failure.',
		check(original, islands) {
			expect(islands).toEqual([...(original as string[]), 'This page is out of date. Reload it and try again.']);
		},
	},
	{
		journeys: '*',
		at: 'class:islands-',
		original: 'no class named islands-…',
		islands: 'only the islands’ own marker classes (islands-ready on a woken add-to-cart button, …)',
		why: 'Markers of the islands’ own state, namespaced so no theme or plugin styles or reads them; every class WooCommerce and the themes use is compared.',
		check(original) {
			expect(original).toEqual([]);
		},
	},
	{
		journeys: '*',
		at: 'event:wc_fragments_refreshed',
		original: 'on the first page of a visit (nothing stored), get_refreshed_fragments is sent and wc_fragments_refreshed fires',
		islands:
			'the same, unless the page printed the whole cart and the plugin’s mark (<html data-islands-cart>) names the cart the visitor’s cookies name: then that page keeps it, with no request and no wc_fragments_refreshed (wc_fragments_loaded instead, next row). Storefront prints the mini-cart empty, to be filled by that request, so on Storefront both refresh',
		why: 'The printed cart is then the visitor’s own, even from a page cache; get_refreshed_fragments is the request shops complain about most.',
		check(original, islands) {
			if (JSON.stringify(original) === JSON.stringify(islands)) return;
			const [first, ...rest] = original as EventState[];
			expect(first?.args, 'the first view’s refresh').toEqual([]);
			expect(rest).toEqual(islands);
		},
	},
	{
		journeys: '*',
		at: 'event:wc_fragments_loaded',
		original: 'wc_fragments_loaded when a page restores the stored cart',
		islands: 'the same, and on the first page of a visit where the printed cart was kept (previous row)',
		why: 'Either way the page ends with the visitor’s cart in place, and listeners waiting for one of the two events hear one.',
		check(original, islands) {
			if (JSON.stringify(original) === JSON.stringify(islands)) return;
			const [first, ...rest] = islands as EventState[];
			expect(first?.args, 'the kept cart’s event').toEqual([]);
			expect(rest).toEqual(original);
		},
	},
	{
		journeys: '*',
		at: 'event:yith_wcwl_init',
		original: 'yith_wcwl_init on document on every page the wishlist plugin’s script is on',
		islands: 'yith_wcwl_init on document on every page with wishlist markup, once',
		why: 'The event says the wishlist’s handlers are bound; the islands load the wishlist’s code only where its markup is, and a page without it has nothing to bind.',
		check(original, islands) {
			expectSubsequence(islands as EventState[], original as EventState[]);
			for (const event of original as EventState[]) expect(event).toMatchObject({ target: 'document', args: [] });
		},
	},
	{
		journeys: ['remove from the header’s mini-cart'],
		at: 'announced',
		original: 'each add’s and remove’s data-success_message, written at once',
		islands: 'the same messages, each a second after its reply; one that a newer cart action overtakes within that second is not said',
		why: 'WooCommerce means to wait a second so a screen reader notices the change, but its jQuery .delay() never applies to .text(); the contract recommends honouring it. A shopper faster than a second hears only the latest change instead of a pile-up.',
		check(original, islands) {
			const [said, heard] = [original as string[], islands as string[]];
			expect(without(heard, said), 'said only by the islands').toEqual([]);
			expect(heard).toContain('“Test Mug” has been removed from your cart');
		},
	},
	{
		journeys: ['remove from the header’s mini-cart'],
		at: 'focus',
		original: 'on <body>: the row and its link are gone',
		islands: 'on the next row’s remove link (the mini-cart itself when none is left)',
		why: 'A keyboard or screen-reader user keeps their place in the mini-cart instead of starting again from the top of the page.',
		check(original, islands) {
			expect(original).toBe('body');
			expect(islands).toMatch(/^a\.remove\.remove_from_cart_button "Remove .+ from cart"$/);
		},
	},
];
