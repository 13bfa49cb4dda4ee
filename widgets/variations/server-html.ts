/**
 * `price_html`, `availability_html` and `variation_description` are the
 * shop's own HTML fragments (contract). They are parsed inert, stripped of
 * scripts, inline handlers, `javascript:` links and comments, and rendered as
 * React elements from the parsed nodes: nothing is re-serialised into
 * `innerHTML`, so no markup can change meaning on a second parse.
 */
import { parseServerHtml } from '../../runtime/dom/server-html';
import { createElement, type ReactNode } from 'react';
// The JSX runtime's Fragment: the one every <>…</> already imports, so the framework chunk exports it once.
import { Fragment } from 'react/jsx-runtime';
import { type Enhance, serverTree } from '../../runtime/react/server-tree';

const DROPPED = /^(script|iframe|object|embed)$/i;
const URL_ATTRIBUTE = /^(href|src|action|formaction|xlink:href)$/i;

/** A server HTML fragment as inert nodes: no `<script>`, no `on*` handler, no `javascript:` link, no comment. */
export function serverFragment(doc: Document, markup: string): DocumentFragment {
	const content = parseServerHtml('wc-variation', markup, doc);
	const walker = doc.createTreeWalker(content, 0x81 /* elements and comments */);
	const doomed: Node[] = [];
	for (let node = walker.nextNode(); node; node = walker.nextNode()) {
		if (node.nodeType !== 1 || DROPPED.test((node as Element).tagName)) {
			doomed.push(node);
			continue;
		}
		const element = node as Element;
		for (const { name, value } of [...element.attributes])
			if (/^on/i.test(name) || (URL_ATTRIBUTE.test(name) && /^\s*javascript:/i.test(value))) element.removeAttribute(name);
	}
	for (const node of doomed) (node.parentNode as Node).removeChild(node);
	return content;
}

/**
 * The nodes of a parsed fragment, or a printed element's children, as React
 * nodes keyed by their printed position, so a notice inserted among them
 * never makes React take the next sibling for a new element.
 */
export const nodesOf = (parent: ParentNode, enhance?: Enhance): ReactNode[] =>
	[...parent.childNodes].map((node, key) =>
		createElement(Fragment, { key }, node.nodeType === 3 ? (node as Text).data : node.nodeType === 1 ? serverTree(node as Element, enhance) : null),
	);

export const serverHtml = (doc: Document, markup: string | undefined): ReactNode[] => (markup ? nodesOf(serverFragment(doc, markup)) : []);
