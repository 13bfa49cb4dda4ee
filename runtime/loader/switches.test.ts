import { afterEach, describe, expect, it } from 'vitest';
import { isElementOff, isWidgetOff, pageSwitchedOff } from './switches';

afterEach(() => {
	document.documentElement.removeAttribute('data-islands-off');
	document.body.removeAttribute('data-islands-off');
	document.body.innerHTML = '';
});

describe('pageSwitchedOff', () => {
	it('reads a comma-and-space separated list from body', () => {
		document.body.setAttribute('data-islands-off', 'add-to-cart, mini-cart');
		const off = pageSwitchedOff(document);
		expect(isWidgetOff(off, 'add-to-cart')).toBe(true);
		expect(isWidgetOff(off, 'mini-cart')).toBe(true);
		expect(isWidgetOff(off, 'cart-fragments')).toBe(false);
	});

	it('merges <html> and <body>, ignores case and extra separators', () => {
		document.documentElement.setAttribute('data-islands-off', '  Mini-Cart ');
		document.body.setAttribute('data-islands-off', 'add-to-cart,,cart-fragments');
		const off = pageSwitchedOff(document);
		for (const name of ['add-to-cart', 'cart-fragments', 'mini-cart']) expect(isWidgetOff(off, name)).toBe(true);
		expect(isWidgetOff(off, 'store-notice')).toBe(false);
	});

	it('"all" turns every widget off', () => {
		document.body.setAttribute('data-islands-off', 'all');
		const off = pageSwitchedOff(document);
		expect(isWidgetOff(off, 'add-to-cart')).toBe(true);
		expect(isWidgetOff(off, 'anything')).toBe(true);
	});

	it('switches nothing off without the attribute', () => {
		const off = pageSwitchedOff(document);
		for (const name of ['add-to-cart', 'mini-cart', 'variations']) expect(isWidgetOff(off, name)).toBe(false);
	});
});

describe('isElementOff', () => {
	it('is true for the element itself or anything inside a switched-off ancestor', () => {
		document.body.innerHTML = `
			<a id="self" data-island-off></a>
			<div data-island-off><p><a id="inner"></a></p></div>
			<a id="on"></a>`;
		expect(isElementOff(document.getElementById('self')!)).toBe(true);
		expect(isElementOff(document.getElementById('inner')!)).toBe(true);
		expect(isElementOff(document.getElementById('on')!)).toBe(false);
	});
});
