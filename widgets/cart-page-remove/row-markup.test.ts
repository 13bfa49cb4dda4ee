import { describe, expect, it } from 'vitest';
import { mendCartRow } from './row-markup';

const row = (thumbnail: string) => {
	const table = document.createElement('table');
	table.innerHTML = `<tbody><tr class="cart_item"><td class="product-remove"><a class="remove" href="?remove_item=x">×</a></td><td class="product-thumbnail">${thumbnail}</td><td scope="row" role="rowheader" class="product-name"><a href="/product/mug/">Mug</a></td></tr></tbody>`;
	return table.querySelector('tr')!;
};

describe("the cart table row's printed markup", () => {
	it('takes the nameless thumbnail link that repeats the product link out of the Tab order and the accessibility tree', () => {
		const tr = row('<a href="/product/mug/"><img src="/demo/img/mug.svg" alt=""></a>');
		mendCartRow(tr);
		const link = tr.querySelector('.product-thumbnail a')!;
		expect(link.getAttribute('aria-hidden')).toBe('true');
		expect(link.getAttribute('tabindex')).toBe('-1');
		expect(link.getAttribute('href')).toBe('/product/mug/');
	});

	it('leaves a thumbnail link with a name of its own, or one to another page, as printed', () => {
		for (const thumbnail of ['<a href="/product/mug/"><img src="/demo/img/mug.svg" alt="Mug, blue"></a>', '<a href="/product/cap/"><img src="x.svg" alt=""></a>']) {
			const tr = row(thumbnail);
			mendCartRow(tr);
			expect(tr.querySelector('.product-thumbnail a')!.hasAttribute('aria-hidden')).toBe(false);
		}
	});

	it('drops the scope WooCommerce prints on the name cell, a td whose role already makes it the row header', () => {
		const tr = row('');
		mendCartRow(tr);
		const cell = tr.querySelector('td.product-name')!;
		expect(cell.hasAttribute('scope')).toBe(false);
		expect(cell.getAttribute('role')).toBe('rowheader');
	});
});
