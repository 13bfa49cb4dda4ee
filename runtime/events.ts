/**
 * The event bridge. Other plugins listen to jQuery events on `document.body`
 * (`added_to_cart`, …) and trigger their own; we must speak both worlds:
 *
 * - emit: first a native `CustomEvent(prefix + name)` with DOM elements in `detail` (the islands'
 *   own reactions, which the original scripts' handlers are); then, with jQuery on the page
 *   (checked at emit time), `jQuery(body).trigger(name, args)` with elements wrapped as jQuery
 *   objects, and without jQuery the bare `name` natively. Never the
 *   bare name natively while jQuery is present: jQuery binds through addEventListener and
 *   would run its handlers a second time with no arguments.
 * - listen: to the prefixed native event, the bare native event (third parties dispatching
 *   without jQuery) and jQuery triggers, each emission delivered exactly once.
 */

interface JQueryObject {
	0?: Element;
	jquery: string;
	trigger(name: string, args?: unknown[]): JQueryObject;
	triggerHandler(name: string, args?: unknown[]): unknown;
	on(name: string, handler: (event: { originalEvent?: Event }, ...args: unknown[]) => unknown): JQueryObject;
	off(name: string, handler: (...args: never[]) => unknown): JQueryObject;
}
type JQueryStatic = ((target: unknown) => JQueryObject) & { fn?: { jquery?: string } };

export const jQueryOnPage = (): JQueryStatic | undefined => {
	const candidate = (globalThis as { jQuery?: JQueryStatic }).jQuery;
	return typeof candidate === 'function' && candidate.fn?.jquery ? candidate : undefined;
};

/**
 * `elements` as the original scripts pass a set of elements inside an event's argument (a jQuery
 * collection) where jQuery is on the page; the array itself otherwise.
 */
export function elementSet(elements: Element[]): unknown {
	type Collection = { add(element: Element): Collection };
	const $ = jQueryOnPage() as unknown as ((target?: unknown) => Collection) | undefined;
	// One element at a time: jQuery 4 under happy-dom copies the nodes of an array it is given.
	return $ ? elements.reduce<Collection>((set, element) => set.add(element), $()) : elements;
}

const toJQuery = ($: JQueryStatic, args: unknown[]) => args.map((arg) => (arg instanceof Element ? $(arg) : arg));
const fromJQuery = (args: unknown[]) =>
	args.map((arg) => (arg && typeof arg === 'object' && 'jquery' in arg ? (arg as JQueryObject)[0] : arg));

/** Arguments of a native event: `detail` itself, or `detail.detail` as WooCommerce's block-theme script sends. */
function nativeArgs(event: Event): unknown[] {
	const detail = (event as CustomEvent).detail;
	if (Array.isArray(detail)) return detail;
	if (detail && Array.isArray(detail.detail)) return detail.detail;
	return [];
}

/** Names being emitted by us right now: their bare and jQuery echoes are ours, not a third party's. */
const emitting = new Set<string>();

/**
 * jQuery bindings asked for before jQuery was on the page (footer jQuery,
 * "delay JavaScript" plugins that load scripts on the first interaction).
 * When no `jQuery` global exists yet, an accessor waits for the assignment
 * jQuery makes when it loads, turns itself back into a plain property and
 * binds them at once, so a plugin's first `trigger` already reaches us.
 */
const awaitingJQuery = new Set<() => boolean>();

function bindWhenJQueryArrives(bind: () => boolean): void {
	if (bind()) return;
	awaitingJQuery.add(bind);
	const scope = globalThis as Record<string, unknown>;
	if ('jQuery' in scope) return;
	Object.defineProperty(scope, 'jQuery', {
		configurable: true,
		get: () => undefined,
		set(value: unknown) {
			Object.defineProperty(scope, 'jQuery', { configurable: true, writable: true, enumerable: true, value });
			bindAwaitingJQuery();
		},
	});
}

function bindAwaitingJQuery(): void {
	if (!awaitingJQuery.size || !jQueryOnPage()) return;
	for (const bind of awaitingJQuery) if (bind()) awaitingJQuery.delete(bind);
}

export type EventHandler = (args: unknown[]) => void;

export interface EmitOptions {
	/** Hand jQuery listeners the elements themselves, not wrapped: where the original passes a raw element (`[this, …]`). */
	elementsAsIs?: boolean;
}

export interface EventChannel {
	emit(name: string, args?: unknown[], options?: EmitOptions): void;
	/** Asks listeners whether to go on; true when any of them vetoed (jQuery handler returned false, or preventDefault). */
	vetoed(name: string, args?: unknown[]): boolean;
	on(name: string, handler: EventHandler): () => void;
}

export function createEventChannel(prefix: string, target: () => HTMLElement | Document = () => document.body): EventChannel {
	const dispatch = (type: string, args: unknown[], cancelable: boolean) => {
		const event = new CustomEvent(type, { bubbles: true, cancelable, detail: args });
		target().dispatchEvent(event);
		return event.defaultPrevented;
	};

	function emit(name: string, args: unknown[] = [], { elementsAsIs = false }: EmitOptions = {}) {
		bindAwaitingJQuery();
		const $ = jQueryOnPage();
		emitting.add(name);
		try {
			// Ours first, as the original scripts' own handlers are bound on body before anyone else's: a
			// listener reading the button or the mini-cart in `added_to_cart` finds them updated.
			dispatch(prefix + name, args, false);
			if ($) $(target()).trigger(name, elementsAsIs ? args : toJQuery($, args));
			else dispatch(name, args, false);
		} finally {
			emitting.delete(name);
		}
	}

	function vetoed(name: string, args: unknown[] = []) {
		bindAwaitingJQuery();
		const $ = jQueryOnPage();
		emitting.add(name);
		try {
			let veto = false;
			if ($) veto = $(target()).triggerHandler(name, toJQuery($, args)) === false;
			if (dispatch(prefix + name, args, true)) veto = true;
			if (!$ && dispatch(name, args, true)) veto = true;
			return veto;
		} finally {
			emitting.delete(name);
		}
	}

	function on(name: string, handler: EventHandler) {
		const onPrefixed = (event: Event) => handler(nativeArgs(event));
		const onBare = (event: Event) => {
			if (!emitting.has(name)) handler(nativeArgs(event));
		};
		document.addEventListener(prefix + name, onPrefixed);
		document.addEventListener(name, onBare);
		const onJQuery = (event: { originalEvent?: Event }, ...args: unknown[]) => {
			// Native dispatches reach jQuery handlers too; onBare has them already.
			if (!emitting.has(name) && !event.originalEvent) handler(fromJQuery(args));
		};
		let boundTo: JQueryStatic | undefined;
		const bind = () => {
			boundTo = jQueryOnPage();
			boundTo?.(target()).on(name, onJQuery);
			return boundTo !== undefined;
		};
		bindAwaitingJQuery();
		bindWhenJQueryArrives(bind);
		return () => {
			document.removeEventListener(prefix + name, onPrefixed);
			document.removeEventListener(name, onBare);
			awaitingJQuery.delete(bind);
			boundTo?.(target()).off(name, onJQuery);
		};
	}

	return { emit, vetoed, on };
}

let wc: EventChannel | undefined;

/** WooCommerce's events: jQuery names on body, native mirror prefixed `wc:` (contract §5). */
export const wcEvents = (): EventChannel => (wc ??= createEventChannel('wc:'));
