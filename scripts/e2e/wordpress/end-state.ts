/**
 * What a shopper and the shop end a journey with, read the same way in both modes so the two can
 * be compared: the server's state (the cart through the Store API, the wishlist's rows as its
 * page prints them, an order's meta), the page (the state of the elements the journey touched,
 * where keyboard focus is, its path), the texts announced in live regions, and the events the
 * original scripts trigger, with their arguments. Values that differ between any two visitors
 * (nonces, wishlist tokens, order keys) are replaced by a placeholder.
 */
import type { NeighbourRecord, ShopPage } from './shop-session';
import { orderMeta } from './server';

export interface ElementState {
	classes: string[];
	text: string;
	visible: boolean;
	/** A form field's value. */
	value?: string;
	/** Where a link or an image points, and whether a control is disabled, when it has them. */
	href?: string;
	src?: string;
	disabled?: boolean;
}

export interface EventState {
	name: string;
	target: string;
	args: unknown[];
	path: string;
}

export interface EndState {
	url: string;
	server: Record<string, unknown>;
	elements: Record<string, ElementState[]>;
	/** What live regions said, sorted. */
	announced: string[];
	/** What `alert()`, `confirm()` and `prompt()` said. */
	alerts: string[];
	focus: string;
	events: EventState[];
	/** What the neighbour plugin's scripts recorded: page by page, script by script, event by event. */
	neighbours: NeighbourRecord[];
}

export interface Watch {
	/** Selectors of the elements the journey touched. */
	elements?: readonly string[];
	/** Server state to read back. */
	server?: ReadonlyArray<'cart' | 'wishlist'>;
	/** An order the journey placed: its attribution and totals. */
	order?: number;
}

/** Per-visitor values, made equal. */
const VISITOR_VALUES: ReadonlyArray<[RegExp, string]> = [
	[/(_wpnonce|nonce|security)=[0-9a-f]{10}\b/g, '$1=NONCE'],
	[/("(?:[a-z_]*nonce|security)":\s*")[0-9a-f]{10}"/g, '$1NONCE"'],
	[/(nonce" value=")[0-9a-f]{10}"/g, '$1NONCE"'],
	// A wishlist's token, in a URL (plain, JSON-escaped or encoded) or in its options (plain or HTML-escaped JSON).
	[/(wishlist(?:\\?\/|%2F)view(?:\\?\/|%2F))[A-Z0-9]{12}/g, '$1TOKEN'],
	[/((?:wishlist_token|wishlist-token|data-token)(?:=|="|":"|&quot;:&quot;))[A-Z0-9]{12}/g, '$1TOKEN'],
	[/value="[A-Z0-9]{12}"(?= name="wishlist_id")/g, 'value="TOKEN"'],
	// A wishlist's and its items' database rows: each visitor's list has its own.
	[/data-item-id(="|=)\d+/g, 'data-item-id$1ITEM'],
	[/(&quot;wishlist_id&quot;:)\d+/g, '$1LIST'],
	[/\bwishlist_id=\d+/g, 'wishlist_id=LIST'],
	[/data-id="\d+"(?= data-token=)/g, 'data-id="LIST"'],
	[/\/order-received\/\d+\/\?key=wc_order_[A-Za-z0-9]+/g, '/order-received/ORDER/?key=KEY'],
	// The address WordPress sends a reviewer to: their comment, awaiting approval.
	[/\bunapproved=\d+&moderation-hash=[0-9a-f]{32}/g, 'unapproved=COMMENT&moderation-hash=HASH'],
	[/#comment-\d+\b/g, '#comment-COMMENT'],
];

const isElementDescription = (value: unknown): value is { element: unknown } =>
	Boolean(value) && typeof value === 'object' && Object.keys(value as object).length === 1 && 'element' in (value as object);

/**
 * A set of elements inside an event's argument, read as one kind of value: a jQuery collection
 * (the originals; the islands where jQuery is on the page) and an array of elements (the islands
 * without jQuery); a set of one is that element, as a listener reading `[0]` sees it.
 */
export function elementSets(value: unknown): unknown {
	if (Array.isArray(value)) {
		const items = value.map(elementSets);
		if (items.length > 0 && items.every(isElementDescription)) return items.length === 1 ? items[0] : { jquery: items.map((item) => item.element) };
		return items;
	}
	if (value && typeof value === 'object') {
		const jquery = (value as { jquery?: unknown }).jquery;
		if (Array.isArray(jquery) && Object.keys(value).length === 1) return jquery.length === 1 ? { element: jquery[0] } : { jquery };
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, elementSets(item)]));
	}
	return value;
}

export function sameForEveryVisitor(value: unknown): unknown {
	if (typeof value === 'string') return VISITOR_VALUES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), value);
	if (Array.isArray(value)) return value.map(sameForEveryVisitor);
	if (value && typeof value === 'object') {
		return Object.fromEntries(
			Object.entries(value).map(([key, item]) => [key, /nonce|security|^key$|token|^wishlist_id$/i.test(key) && (typeof item === 'string' || typeof item === 'number') ? 'VISITOR' : sameForEveryVisitor(item)]),
		);
	}
	return value;
}

async function serverState(shop: ShopPage, watch: Watch): Promise<Record<string, unknown>> {
	const server: Record<string, unknown> = {};
	if (watch.server?.includes('cart')) {
		const response = await shop.context.request.get(shop.url('/wp-json/wc/store/v1/cart'));
		const cart = (await response.json()) as {
			items: { id: number; quantity: number; name: string; variation: unknown[]; totals: { line_total: string } }[];
			totals: { total_items: string; total_price: string; total_tax: string };
			items_count: number;
		};
		server.cart = {
			items: cart.items.map(({ id, quantity, name, variation, totals }) => ({ id, quantity, name, variation, total: totals.line_total })),
			count: cart.items_count,
			totals: cart.totals,
		};
	}
	if (watch.server?.includes('wishlist')) {
		const response = await shop.context.request.get(shop.url('/wishlist/'));
		const html = await response.text();
		server.wishlist = [...html.matchAll(/<tr[^>]*\bdata-row-id="(\d+)"/g)].map((match) => Number(match[1]));
	}
	if (watch.order) {
		const meta = orderMeta(watch.order);
		server.order = Object.fromEntries(Object.entries(meta).filter(([key]) => key.startsWith('_wc_order_attribution_') && !/session_start_time|user_agent/.test(key)));
	}
	return server;
}

async function elementStates(shop: ShopPage, selectors: readonly string[]): Promise<Record<string, ElementState[]>> {
	const elements: Record<string, ElementState[]> = {};
	for (const selector of selectors)
		elements[selector] = await shop.page.locator(selector).evaluateAll((found) =>
			found.map((element) => {
				// Seen or not, as a shopper sees it (`visibility: hidden` is not seen); hidden text is read by no one.
				const visible = element.checkVisibility({ visibilityProperty: true });
				const state: ElementState = {
					classes: (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).sort(),
					text: visible ? ((element as HTMLElement).innerText ?? element.textContent ?? '').replace(/\s+/g, ' ').trim() : '',
					visible,
				};
				if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) state.value = element.value;
				for (const name of ['href', 'src'] as const) {
					const value = element.getAttribute(name);
					if (value !== null) state[name] = value;
				}
				if (element.hasAttribute('disabled')) state.disabled = true;
				return state;
			}),
		);
	return elements;
}

/** The focused element, as a shopper would name it: its tag, classes and accessible text. */
const focusOf = (shop: ShopPage): Promise<string> =>
	shop.page.evaluate(() => {
		const element = document.activeElement;
		if (!element || element === document.body) return 'body';
		const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).sort().join('.');
		const name = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '';
		return `${element.localName}${classes ? `.${classes}` : ''} "${name.replace(/\s+/g, ' ').trim()}"`;
	});

/**
 * Waits until nothing in the page has changed for `quietMs` (at most `maxMs`): the end of a
 * journey is after every delayed write (an announcement a second after the reply, a notice that
 * fades), whichever scripts made it and however long they waited.
 */
export const domQuiet = (shop: ShopPage, quietMs = 1_500, maxMs = 8_000) =>
	shop.page.evaluate(
		([quiet, max]) =>
			new Promise<void>((resolve) => {
				let timer = setTimeout(done, quiet);
				const cap = setTimeout(done, max);
				const observer = new MutationObserver(() => {
					clearTimeout(timer);
					timer = setTimeout(done, quiet);
				});
				observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
				function done() {
					observer.disconnect();
					clearTimeout(timer);
					clearTimeout(cap);
					resolve();
				}
			}),
		[quietMs, maxMs] as const,
	);

/**
 * The events, page by page (in the order the pages were first shown) and, within a page, name by
 * name, each name's own events in the order they fired: which events and arguments, not which
 * script was faster (jQuery's animations, idle islands).
 */
function byPageAndName(events: readonly EventState[]): EventState[] {
	const pages = [...new Set(events.map((event) => event.path))];
	return events
		.map((event, at) => ({ event, at }))
		.sort((a, b) => pages.indexOf(a.event.path) - pages.indexOf(b.event.path) || a.event.name.localeCompare(b.event.name) || a.at - b.at)
		.map(({ event }) => event);
}

/** The neighbours' records as `byPageAndName` orders events: which records, not which script was faster. */
function byPageScriptAndEvent(records: readonly NeighbourRecord[]): NeighbourRecord[] {
	const pages = [...new Set(records.map((record) => record.path))];
	const key = (record: NeighbourRecord) => `${record.script} ${String(record.entry.event)}`;
	return records
		.map((record, at) => ({ record, at }))
		.sort((a, b) => pages.indexOf(a.record.path) - pages.indexOf(b.record.path) || key(a.record).localeCompare(key(b.record)) || a.at - b.at)
		.map(({ record }) => record);
}

export async function endState(shop: ShopPage, watch: Watch): Promise<EndState> {
	await shop.settle();
	await domQuiet(shop);
	const url = new URL(shop.page.url());
	const state: EndState = {
		url: url.pathname + url.search,
		server: await serverState(shop, watch),
		elements: await elementStates(shop, watch.elements ?? []),
		// What was said, not in which order two scripts' timers said it.
		announced: [...shop.announced].sort(),
		alerts: [...shop.alerts],
		focus: await focusOf(shop),
		events: byPageAndName(shop.events.map(({ name, target, args, path }) => ({ name, target, args: args.map(elementSets), path }))),
		neighbours: byPageScriptAndEvent(shop.neighbours),
	};
	return sameForEveryVisitor(state) as EndState;
}
