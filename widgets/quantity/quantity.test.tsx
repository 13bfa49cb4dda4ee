import { afterEach, describe, expect, it } from 'vitest';
import { quantityInput } from '../../demo/server/render/quantity';
import { printedFixtures } from '../../runtime/react/testing/printed-fixtures';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import mountQuantity from './index';
import { raisedQuantity } from './raise-quantity';
import { Quantity, readQuantityProps } from './quantity';

const printed = [
	quantityInput({ id: 'quantity_21', name: 'quantity', productName: 'Notebook', value: 1, min: 2, max: 40 }),
	quantityInput({ id: 'quantity_15', name: 'quantity', productName: 'Hoodie', value: 1, min: 1, max: null }),
	quantityInput({ id: 'quantity_9', name: 'quantity', productName: 'E-book', value: 1, min: 1, max: 1 }),
	`<table><tbody><tr><td class="product-quantity">${quantityInput({ id: 'quantity_k', name: 'cart[k][qty]', productName: 'Mug', value: 3, min: 0, max: null })}</td></tr></tbody></table>`,
].flatMap((html) => printedFixtures(html, 'input.qty'));

afterEach(() => {
	document.body.innerHTML = '';
});

describe('quantity clamp', () => {
	it.each([
		['1', '2', '2'],
		['0', '1', '1'],
		['3', '2', null],
		['2', '2', null],
		['1', '', null],
		['1', '-1', null],
		['', '2', null],
		['1.5', '2', '2'],
	])('value %j with min %j → %j', (value, min, expected) => {
		expect(raisedQuantity(value, min)).toBe(expected);
	});

	const render = (element: HTMLElement) => <Quantity element={element} raised="2" />;
	itHydratesByteForByte('input', printed, render);

	it('raises a product quantity but leaves the cart table alone', () => {
		document.body.innerHTML = `
			<form class="cart"><input class="qty" id="a" type="number" min="2" value="1"></form>
			<table><tr><td class="product-quantity"><input class="qty" id="b" type="number" min="2" value="1"></td></tr></table>`;
		const product = document.getElementById('a') as HTMLInputElement;
		const props = readQuantityProps(product)!;
		expect(readQuantityProps(document.getElementById('b')!)).toBeNull();
		const unmount = hydrateForTest(product, <Quantity element={product} {...props} />);
		expect(product.value).toBe('2');
		expect((document.getElementById('b') as HTMLInputElement).value).toBe('1');
		expect(document.getElementById('a')).toBe(product);
		unmount();
	});

	it('is no island when the value is already at or above its minimum', () => {
		expect(readQuantityProps(fixture('<input class="qty" min="1" value="1">'))).toBeNull();
	});

	itLeavesNothingBehind({ html: '<input class="qty" type="number" min="2" value="1">', mount: mountQuantity, render });
});
