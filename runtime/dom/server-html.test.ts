import { afterEach, describe, expect, it } from 'vitest';
import { parseServerDocument, parseServerHtml, serverHtmlProp } from './server-html';

type Flags = { __scriptRan?: boolean; __handlerRan?: boolean };
const flags = window as unknown as Flags;

afterEach(() => {
	document.body.replaceChildren();
	delete flags.__scriptRan;
	delete flags.__handlerRan;
});

const ACTIVE = '<script>window.__scriptRan = true;</script><div class="widget_shopping_cart_content" onclick="window.__handlerRan = true"><p>Cart</p></div>';

describe('parseServerHtml', () => {
	it('parses a fragment into nodes of the given document, in order, text and comments kept', () => {
		const fragment = parseServerHtml('wc-fragments', ' <li class="a">One</li><!-- kept --><li>Two &amp; more</li>');
		expect(fragment).toBeInstanceOf(DocumentFragment);
		expect(fragment.ownerDocument).toBe(document);
		expect(Array.from(fragment.childNodes, (node) => node.nodeType)).toEqual([3, 1, 8, 1]);
		expect(fragment.lastChild!.textContent).toBe('Two & more');
	});

	it('runs no script, neither while parsing nor once the nodes are in the page', () => {
		const fragment = parseServerHtml('wc-fragments', ACTIVE);
		expect(flags.__scriptRan).toBeUndefined();
		document.body.append(fragment);
		expect(document.body.querySelector('script')).not.toBeNull();
		expect(flags.__scriptRan).toBeUndefined();
	});

	it('keeps markup as markup: a reply that is text stays text nodes, with no element made of it', () => {
		const fragment = parseServerHtml('theme-comments', 'PHP Warning: x in y {"fragments":{');
		expect(fragment.children).toHaveLength(0);
		expect(fragment.textContent).toBe('PHP Warning: x in y {"fragments":{');
	});

	it('parses table rows and other context-bound markup as a template does', () => {
		const fragment = parseServerHtml('wishlist-fragments', '<tr data-row-id="1"><td>Mug</td></tr>');
		expect(fragment.firstElementChild?.localName).toBe('tr');
	});
});

describe('parseServerDocument', () => {
	it('parses a whole page into its own document: title, head, body classes', () => {
		const page = parseServerDocument(
			'theme-side-feed',
			'<!doctype html><html><head><title>School meals</title><meta name="description" content="d"></head><body class="single postid-7">' + ACTIVE + '</body></html>',
		);
		expect(page).not.toBe(document);
		expect(page.title).toBe('School meals');
		expect(page.body.className).toBe('single postid-7');
		expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('d');
		expect(flags.__scriptRan).toBeUndefined();
	});
});

describe('serverHtmlProp', () => {
	it('is the value of dangerouslySetInnerHTML for the markup, unchanged', () => {
		expect(serverHtmlProp('printed', '<b>x</b>')).toEqual({ __html: '<b>x</b>' });
	});
});
