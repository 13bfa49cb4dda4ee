/**
 * The wishlist plugin's fragment mechanism (contract §4). A fragment is any
 * `.wishlist-fragment` with `data-fragment-options`; its key is its class list
 * (without `exists`) joined with the glue, so islands never touch those
 * classes. Options are parsed once per element and kept in memory: variation
 * swaps and `is_mobile` change only the copy.
 *
 * `applyFragments` replaces every page match of each key with its own copy of
 * the server HTML. An element an island hydrated is not swapped behind the
 * framework's back: the island registered a receiver and re-renders from the
 * new markup instead.
 */
import { parseServerHtml } from '../dom/server-html';
import type { FragmentOptions, FragmentReply, FragmentRequest } from '../../contracts/wishlist';
import { isFragmentOptions } from '../../contracts/wishlist';
import { elementSet } from '../events';
import { bodyEvents } from './events';

const FRAGMENT = '.wishlist-fragment';
const options = new WeakMap<Element, FragmentOptions>();
const receivers = new WeakMap<Element, (replacement: Element) => void>();

/** The key of a fragment: its class attribute split on spaces, empties and `exists` dropped, joined with the glue. */
export const fragmentKey = (element: Element, glue: string): string =>
	(element.getAttribute('class') ?? '')
		.split(' ')
		.filter((name) => name !== '' && name !== 'exists')
		.join(glue);

/** The selector of a key: split on the glue, empties, `exists` and `with-count` dropped, always joined with `.`. */
export const fragmentSelector = (key: string, glue: string): string => {
	const names = key.split(glue).filter((name) => name !== '' && name !== 'exists' && name !== 'with-count');
	return names.length ? `.${names.map((name) => CSS.escape(name)).join('.')}` : '';
};

/** The element's options, parsed once; an unreadable attribute gives `{}`. */
export function fragmentOptions(element: Element): FragmentOptions {
	let parsed = options.get(element);
	if (!parsed) {
		try {
			const value: unknown = JSON.parse(element.getAttribute('data-fragment-options') ?? '');
			parsed = isFragmentOptions(value) ? { ...value } : {};
		} catch {
			parsed = {};
		}
		options.set(element, parsed);
	}
	return parsed;
}

/** Carries in-memory options over to the element that replaced `from`. */
export const inheritOptions = (from: Element, to: Element): void => {
	if (options.has(from) && !options.has(to)) options.set(to, { ...fragmentOptions(from), ...fragmentOptions(to) });
};

export interface CollectSearch {
	fragments?: Iterable<Element>;
	s?: string | number;
	container?: ParentNode;
	firstLoad?: boolean;
}

/** §4.2: no argument → every fragment; a scalar → ref-less ones plus those whose ref matches; an object → filtered set. */
export function collectFragments(search: CollectSearch | string | number | undefined, glue: string, root: ParentNode = document): FragmentRequest {
	const query: CollectSearch = typeof search === 'object' ? search : search === undefined ? {} : { s: search };
	let candidates = query.fragments ? [...query.fragments] : [...(query.container ?? root).querySelectorAll(FRAGMENT)];
	if (query.s !== undefined && query.s !== '') {
		const ref = String(query.s);
		candidates = candidates.filter((element) => !element.hasAttribute('data-fragment-ref') || element.getAttribute('data-fragment-ref') === ref);
	}
	if (query.firstLoad) candidates = candidates.filter((element) => element.classList.contains('on-first-load'));
	const out: FragmentRequest = {};
	for (const element of candidates) if (element.hasAttribute('data-fragment-options')) out[fragmentKey(element, glue)] = fragmentOptions(element);
	return out;
}

/** An island that hydrated a fragment receives its replacements instead of being swapped out. */
export function receiveFragments(element: Element, receiver: (replacement: Element) => void): () => void {
	receivers.set(element, receiver);
	return () => {
		if (receivers.get(element) === receiver) receivers.delete(element);
	};
}

const parse = (html: string): Element[] => [...parseServerHtml('wishlist-fragments', html).children];

/**
 * §4.3: each key's page matches replaced with a copy of the matching node of
 * the reply, then one `yith_wcwl_fragments_replaced` `{fragments, data}` on
 * body; returns how many were replaced. `[]` or no fragments: nothing at all.
 */
export function applyFragments(reply: FragmentReply | undefined, glue: string, search: unknown = {}, root: ParentNode = document): number {
	if (!reply || Array.isArray(reply)) return 0;
	let replaced = 0;
	for (const [key, html] of Object.entries(reply)) {
		const selector = fragmentSelector(key, glue);
		if (!selector || typeof html !== 'string') continue;
		const top = parse(html);
		const replacement = top.find((node) => node.matches(selector)) ?? top.map((node) => node.querySelector(selector)).find(Boolean);
		if (!replacement) continue;
		for (const match of root.querySelectorAll(selector)) {
			const copy = replacement.cloneNode(true) as Element;
			inheritOptions(match, copy);
			const receiver = receivers.get(match);
			if (receiver) {
				receiver(copy);
				// A hydrated fragment stays the same element: it takes the reply's options, as a replaced one is read afresh.
				options.set(match, fragmentOptions(copy));
			} else match.replaceWith(copy);
			replaced++;
		}
	}
	// Where the search was a set of elements, the plugin's `data.fragments` is the jQuery collection it searched.
	const searched = search && typeof search === 'object' ? (search as { fragments?: unknown }).fragments : undefined;
	const elements = Array.isArray(searched) || searched instanceof NodeList ? [...searched] : [];
	const data = elements.length && elements.every((element) => element instanceof Element) ? { ...(search as object), fragments: elementSet(elements) } : search;
	bodyEvents().emit('yith_wcwl_fragments_replaced', [{ fragments: reply, data }]);
	return replaced;
}

/**
 * The functions above as one value, for the wishlist's lazy parts: the module's state (in-memory options,
 * hydrated receivers) must exist once per page, so a part uses the entry's copy, handed over, never its own.
 */
export const fragmentsApi = { applyFragments, collectFragments, fragmentKey, fragmentOptions, receiveFragments };
export type FragmentsApi = typeof fragmentsApi;
