import { describe, expect, it } from 'vitest';
import { fixture } from '../../../runtime/react/testing/island-kit';
import { controlName, emptyHeaderName } from './accessible-names';

describe('accessible names of the printed wishlist', () => {
	it("names the mobile list's checkbox and quantity field after the row's heading", () => {
		const item = fixture(
			'<ul class="wishlist_table mobile"><li data-row-id="7"><div class="product-checkbox"><input type="checkbox" value="yes" name="items[7][cb]"></div><div class="item-details"><div class="product-name"><h3><a href="/p/">\n\t\tBeanie\t</a></h3></div></div><table class="additional-info"><tr><td class="label">Quantity:</td><td class="product-quantity"><input type="number" min="1" name="items[7][quantity]" value="2"></td></tr></table></li></ul>',
		);
		expect(controlName(item.querySelector('[type=checkbox]')!)).toBe('Select Beanie');
		expect(controlName(item.querySelector('[type=number]')!)).toBe('Quantity of Beanie');
	});

	it('leaves what has a name or text alone', () => {
		const table = fixture(
			'<table><thead><tr><th class="product-remove"><span class="nobr"> </span></th><th class="product-name"><span class="nobr">Product name</span></th><th class="product-add-to-cart"></th></tr></thead><tbody><tr data-row-id="7"><td class="product-checkbox"><input type="checkbox" aria-label="Pick"></td><td class="product-name"></td><td class="product-quantity"><input type="number"></td></tr></tbody></table>',
		);
		expect([...table.querySelectorAll('th')].map(emptyHeaderName)).toEqual(['Remove', null, 'Actions']);
		expect(controlName(table.querySelector('[type=checkbox]')!)).toBeNull();
		expect(controlName(table.querySelector('[type=number]')!)).toBeNull();
	});
});
