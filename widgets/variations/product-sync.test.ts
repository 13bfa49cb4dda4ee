import { describe, expect, it } from 'vitest';
import type { WcVariation } from '../../contracts/variations';
import { showVariationDetails } from './product-sync';

/** The real shop's product meta and "Additional information" rows (WooCommerce 10.9, Storefront). */
function product(): HTMLElement {
	document.body.innerHTML = `<div class="product">
		<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">TEST-JACKET</span></span></div>
		<table class="woocommerce-product-attributes shop_attributes">
			<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight"><th>Weight</th><td class="woocommerce-product-attributes-item__value">N/A</td></tr>
			<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--dimensions"><th>Dimensions</th><td class="woocommerce-product-attributes-item__value">N/A</td></tr>
		</table>
	</div>`;
	return document.querySelector('.product')!;
}

const variation = (fields: Partial<WcVariation>) => fields as WcVariation;
const weight = () => document.querySelector('.woocommerce-product-attributes-item--weight td')!;
const dimensions = () => document.querySelector('.woocommerce-product-attributes-item--dimensions td')!;

describe('a found variation outside the form', () => {
	it('shows its SKU, weight and dimensions (the escaped ×, as text), and the printed ones again on reset', () => {
		const shown = product();
		showVariationDetails(shown, variation({ sku: 'TEST-JACKET-BLUE-L', weight: '1.5', weight_html: '1.5 lbs', dimensions: { length: '62' }, dimensions_html: '62 &times; 42 &times; 6 in' }));
		expect([document.querySelector('.sku')!.textContent, weight().textContent, dimensions().textContent]).toEqual(['TEST-JACKET-BLUE-L', '1.5 lbs', '62 × 42 × 6 in']);
		expect(weight().getAttribute('data-o_content')).toBe('N/A');
		showVariationDetails(shown, null);
		expect([document.querySelector('.sku')!.textContent, weight().textContent, dimensions().textContent]).toEqual(['TEST-JACKET', 'N/A', 'N/A']);
	});

	it('a variation without a weight of its own shows the product’s; markup in dimensions_html is never markup', () => {
		const shown = product();
		showVariationDetails(shown, variation({ weight: '1.2', weight_html: '1.2 lbs', dimensions: {}, dimensions_html: 'N/A' }));
		showVariationDetails(shown, variation({ weight: '', weight_html: 'N/A', dimensions: {}, dimensions_html: '&lt;b&gt;1 in' }));
		expect(weight().textContent).toBe('N/A');
		expect(dimensions().textContent).toBe('<b>1 in');
		expect(dimensions().children).toHaveLength(0);
	});
});
