import { beforeEach, describe, expect, it } from 'vitest';
import { toggleCartWidgets } from './widget-visibility';

beforeEach(() => {
	document.body.innerHTML = `
		<section class="widget widget_shopping_cart" id="hideable"><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></section>
		<section class="widget widget_shopping_cart" id="always"><div class="widget_shopping_cart_content"></div></section>`;
});
const display = (id: string) => document.getElementById(id)!.style.display;

describe('toggleCartWidgets (contract §4.6)', () => {
	it.each([undefined, '', '0', 'abc'])('hides "hide if empty" widgets when items_in_cart is %j', (value) => {
		toggleCartWidgets(value);
		expect(display('hideable')).toBe('none');
		expect(display('always')).toBe('');
	});

	it('shows them when items_in_cart > 0', () => {
		toggleCartWidgets(undefined);
		toggleCartWidgets('1');
		expect(display('hideable')).toBe('');
	});
});
