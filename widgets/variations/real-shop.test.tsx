// @vitest-environment-options {"url":"http://127.0.0.1:8884/product/test-hoodie/","settings":{"handleDisabledFileLoadingAsSuccess":true}}
/**
 * The variations form over what the real shop printed (issue 16): the
 * variable product's form, whose `data-product_variations` holds one variation
 * with its own image (S, in stock) and one without (M, out of stock: the real
 * server prints `srcset: false` there), with the page's real
 * `wc_add_to_cart_variation_params`. Its props come through the island's own
 * reader, which must not refuse them; the form hydrates byte for byte; choosing
 * S shows its price and sets the variation, choosing M says it is out of stock.
 * The page's address is the recorded shop's; its stylesheets are not fetched.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realShopGlobals, realShopMarkup } from '../../contracts/fixtures/real-shop';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { readVariationFormProps } from './read-props';
import { VariationForm } from './variation-form';

const g = globalThis as Record<string, unknown>;
/** The props as the island reads them from the form and its page's real global; the test fails where the island would stay inert. */
function realProps(form: HTMLElement, page = 'product-variable.json') {
	g.wc_add_to_cart_variation_params = realShopGlobals().find(({ file }) => file === page)!.globals.wc_add_to_cart_variation_params;
	try {
		const props = readVariationFormProps(form);
		if (!props) throw new Error('the island refuses the real variations form');
		return props;
	} finally {
		delete g.wc_add_to_cart_variation_params;
	}
}

const render = (form: HTMLElement) => <VariationForm element={form} {...realProps(form)} swatches={null} />;

afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('variations form over the real shop', () => {
	itHydratesByteForByte('real variation form', realShopMarkup('variation-form'), render);

	it('reads both real variations, the one without an image too', () => {
		const { variations } = realProps(fixture(realShopMarkup('variation-form')));
		expect(variations && variations.map(({ variation_id }) => variation_id)).toEqual([16, 17]);
	});

	it('choosing a size shows its price and sets the variation; the sold-out size says so and cannot be added', async () => {
		const form = fixture(realShopMarkup('variation-form'));
		const unmount = hydrateForTest(form, render(form));
		const select = form.querySelector<HTMLSelectElement>('select[name="attribute_size"]')!;
		const choose = (value: string) =>
			act(() => {
				select.value = value;
				select.dispatchEvent(new Event('change', { bubbles: true }));
			});
		const single = form.querySelector<HTMLElement>('.single_variation')!;
		const button = form.querySelector<HTMLElement>('.single_add_to_cart_button')!;

		await choose('S');
		expect(form.querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('16');
		expect(single.querySelector('.woocommerce-variation-price')!.textContent).toBe('$30.00');
		expect(button.classList.contains('disabled')).toBe(false);

		await choose('M');
		expect(form.querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('17');
		expect(single.textContent).toContain('Out of stock');
		expect(button.classList.contains('wc-variation-is-unavailable')).toBe(true);
		unmount();
	});
});

describe('the jacket’s form over the real shop: three attributes, an "any" fabric, weights and dimensions', () => {
	const renderJacket = (form: HTMLElement) => <VariationForm element={form} {...realProps(form, 'product-jacket.json')} swatches={null} />;

	itHydratesByteForByte('real jacket variation form', realShopMarkup('variation-form-jacket'), renderJacket);

	it('Blue, L and any fabric: the variation, its weight and dimensions in the Additional information table', async () => {
		document.body.innerHTML = `<div class="product">${realShopMarkup('variation-form-jacket')}${realShopMarkup('additional-information-jacket')}</div>`;
		const form = document.querySelector<HTMLElement>('form.variations_form')!;
		const unmount = hydrateForTest(form, renderJacket(form));
		for (const [attribute, value] of [['color', 'Blue'], ['size', 'L'], ['fabric', 'Wool']])
			await act(() => {
				const select = form.querySelector<HTMLSelectElement>(`select[name="attribute_${attribute}"]`)!;
				select.value = value;
				select.dispatchEvent(new Event('change', { bubbles: true }));
			});
		const cell = (row: string) => document.querySelector(`.woocommerce-product-attributes-item--${row} .woocommerce-product-attributes-item__value`)!.textContent!.trim();
		expect(form.querySelector<HTMLInputElement>('input.variation_id')!.value).not.toBe('');
		expect(form.querySelector<HTMLInputElement>('input.variation_id')!.value).not.toBe('0');
		expect([cell('weight'), cell('dimensions')]).toEqual(['1.5 lbs', '62 × 42 × 6 in']);
		unmount();
	});
});
