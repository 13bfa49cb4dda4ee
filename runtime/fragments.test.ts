import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyFragments } from './fragments';

beforeEach(() => {
	document.body.innerHTML = `
		<header><a class="cart-contents" href="/cart/">0 items</a></header>
		<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>
		<aside><div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div></aside>
		<footer><a class="footer-cart-contents" href="/cart/">0</a></footer>`;
});
afterEach(() => vi.restoreAllMocks());

const MINI = 'div.widget_shopping_cart_content';
const fullMini =
	'<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item">Mug</li></ul></div>';

describe('applyFragments', () => {
	it('replaces every match of a key, each with its own copy', () => {
		const result = applyFragments({ [MINI]: fullMini });
		const minis = document.querySelectorAll(MINI);
		expect(minis).toHaveLength(2);
		for (const mini of minis) expect(mini.outerHTML).toBe(fullMini);
		expect(minis[0]).not.toBe(minis[1]);
		expect(minis[1].closest('aside')).not.toBeNull();
		expect(result).toEqual({ replaced: 2, unchanged: 0, invalidKeys: [] });
	});

	it('applies every key, with surrounding whitespace in the HTML ignored', () => {
		applyFragments({
			'a.cart-contents': '\n  <a class="cart-contents" href="/cart/">1 item</a>\n',
			'a.footer-cart-contents': '<a class="footer-cart-contents" href="/cart/">1</a>',
		});
		expect(document.querySelector('a.cart-contents')!.textContent).toBe('1 item');
		expect(document.querySelector('a.cart-contents')!.parentElement!.tagName).toBe('HEADER');
		expect(document.querySelector('a.footer-cart-contents')!.textContent).toBe('1');
	});

	it('does nothing for a key that matches nothing', () => {
		const before = document.body.innerHTML;
		const result = applyFragments({ 'span.theme-cart-count': '<span class="theme-cart-count">3</span>' });
		expect(document.body.innerHTML).toBe(before);
		expect(result).toEqual({ replaced: 0, unchanged: 0, invalidKeys: [] });
	});

	it('skips a selector the DOM rejects and still applies the others', () => {
		const result = applyFragments({
			'a[': '<a>broken</a>',
			'a.cart-contents': '<a class="cart-contents" href="/cart/">2 items</a>',
		});
		expect(result.invalidKeys).toEqual(['a[']);
		expect(document.querySelector('a.cart-contents')!.textContent).toBe('2 items');
	});

	it('skips a jQuery-only selector (div:first) as a browser rejects it, and applies the others', () => {
		// happy-dom accepts `div:first` and matches nothing; Chromium throws a SyntaxError
		// (checked). Reproduce the browser here.
		const native = document.querySelectorAll.bind(document);
		vi.spyOn(document, 'querySelectorAll').mockImplementation(((selector: string) => {
			if (/:(first|last|eq\()/.test(selector)) throw new DOMException(`'${selector}' is not a valid selector`, 'SyntaxError');
			return native(selector);
		}) as typeof document.querySelectorAll);
		const result = applyFragments({
			'div:first': '<div>first</div>',
			[MINI]: fullMini,
		});
		expect(result.invalidKeys).toEqual(['div:first']);
		expect(result.replaced).toBe(2);
		expect(document.querySelector(MINI)!.outerHTML).toBe(fullMini);
	});

	it('leaves an element whose markup is identical untouched (same node) and counts it unchanged', () => {
		const header = document.querySelector('a.cart-contents')!;
		const same = header.outerHTML;
		const result = applyFragments({ 'a.cart-contents': same, [MINI]: fullMini });
		expect(document.querySelector('a.cart-contents')).toBe(header);
		expect(result).toEqual({ replaced: 2, unchanged: 1, invalidKeys: [] });
	});

	it('applies a second identical map without replacing anything', () => {
		applyFragments({ [MINI]: fullMini });
		const first = document.querySelector(MINI);
		const result = applyFragments({ [MINI]: fullMini });
		expect(document.querySelector(MINI)).toBe(first);
		expect(result).toEqual({ replaced: 0, unchanged: 2, invalidKeys: [] });
	});

	it('does not execute a <script> inside a fragment', () => {
		// Scripts only run here if something evaluates their text; happy-dom's own script
		// loading is off by default. (Chromium: a script parsed into a <template> and cloned
		// stays inert, checked.)
		const w = window as unknown as { __fragmentScriptRan?: boolean };
		delete w.__fragmentScriptRan;
		applyFragments({
			'a.cart-contents':
				'<a class="cart-contents" href="/cart/">1<script>window.__fragmentScriptRan = true</script></a>',
		});
		expect(w.__fragmentScriptRan).toBeUndefined();
		expect(document.querySelector('a.cart-contents script')).not.toBeNull();
	});

	it('works on another document', () => {
		const other = document.implementation.createHTMLDocument('other');
		other.body.innerHTML = '<div class="widget_shopping_cart_content"></div>';
		applyFragments({ [MINI]: fullMini }, other);
		expect(other.querySelector(MINI)!.outerHTML).toBe(fullMini);
		expect(document.querySelector('.woocommerce-mini-cart')).toBeNull();
	});
});
