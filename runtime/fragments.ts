/**
 * Applying a server fragment map `{ selector: outerHTML }`.
 *
 * Fragments are server-rendered HTML by contract, the one place where a
 * response is parsed as markup. Every element matching a key is replaced by its
 * own fresh copy, in one pass and without the original's per-key fade and
 * overlay (woocommerce#31014). An element whose markup already equals the new
 * HTML is left alone, so a 1,000-button page pays only for what changed.
 * A selector the browser rejects (jQuery-only syntax) is skipped without
 * stopping the others. Scripts inside fragments do not run (the parser leaves
 * them inert), so no server string can execute code.
 */
import { parseServerHtml } from './dom/server-html';
import type { Fragments } from '../contracts/woocommerce';

/** Serialized the way the browser serializes live elements, so equal markup compares equal. */
const serialize = (fragment: DocumentFragment): string =>
	Array.from(fragment.childNodes, (node) => (node instanceof Element ? node.outerHTML : node.textContent ?? '')).join('');

export interface AppliedFragments {
	replaced: number;
	unchanged: number;
	invalidKeys: string[];
}

export function applyFragments(fragments: Fragments, doc: Document = document): AppliedFragments {
	const result: AppliedFragments = { replaced: 0, unchanged: 0, invalidKeys: [] };
	for (const [selector, html] of Object.entries(fragments)) {
		let targets: NodeListOf<Element>;
		try {
			targets = doc.querySelectorAll(selector);
		} catch {
			result.invalidKeys.push(selector);
			continue;
		}
		if (targets.length === 0) continue;
		const fresh = parseServerHtml('wc-fragments', html.trim(), doc);
		const markup = serialize(fresh);
		for (const target of targets) {
			if (target.outerHTML === markup) {
				result.unchanged++;
				continue;
			}
			target.replaceWith(fresh.cloneNode(true));
			result.replaced++;
		}
	}
	return result;
}
