/**
 * The variations form as a component, under Preact and under React 19: its
 * first render over the forms the demo prints changes no byte, and mounting
 * and unmounting it leaves no listener on document, window or body and no
 * request running.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseProductVariations, type SwatchesOptions } from '../../contracts/variations';
import { variationsForm } from '../../demo/server/render/variations-form';
import { findBySlug, type VariableProduct } from '../../demo/server/state/catalogue';
import { act, checkServerIdentity, countLeakedListeners, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { PARAMS, SWATCH_OPTIONS } from './fixtures';
import { createSwatchLayer } from './swatch-layer';
import { VariationForm } from './variation-form';

const product = (slug: string) => findBySlug(slug) as VariableProduct;

/** The forms the demo's product pages print (single-product/add-to-cart/variable.php + the swatches plugin). */
const printed = {
	'plain selects (T-shirt)': variationsForm(product('t-shirt'), {}).value,
	'swatches with stock slots (Hoodie)': variationsForm(product('hoodie'), {}, true).value,
	'swatches, one preselected (Hoodie ?attribute_pa_color=green)': variationsForm(product('hoodie'), { attribute_pa_color: 'green' }, true).value,
	'more than 30 variations, data-product_variations="false" (Poster print)': variationsForm(product('poster-print'), {}).value,
};

const swatches = { createSwatchLayer, options: SWATCH_OPTIONS as SwatchesOptions };

const render = (element: HTMLElement) => (
	<VariationForm
		element={element}
		params={PARAMS}
		variations={parseProductVariations(element.getAttribute('data-product_variations'))!}
		swatches={element.querySelector('ul.variable-items-wrapper') ? swatches : null}
	/>
);

afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('variations form island', () => {
	it.each(Object.entries(printed))('hydrates the printed form byte for byte: %s', async (_name, html) => {
		expect(html).toContain('form class="variations_form cart"');
		const { before, after, mismatches } = await checkServerIdentity(html, render);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('the Poster print is the AJAX path the identity check covers', () => {
		expect(printed['more than 30 variations, data-product_variations="false" (Poster print)']).toContain('data-product_variations="false"');
	});

	it('mounts and unmounts 100 times without leaking a listener or a request', async () => {
		const signals: AbortSignal[] = [];
		vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
			signals.push(init.signal as AbortSignal);
			return new Promise<Response>(() => {}); // never answers: the lookup is in flight at unmount
		});
		const round = async (ajax: boolean) => {
			const form = fixture(ajax ? printed['more than 30 variations, data-product_variations="false" (Poster print)'] : printed['swatches with stock slots (Hoodie)']);
			const unmount = hydrateForTest(form, render(form));
			await act(async () => {
				for (const select of form.querySelectorAll('select')) {
					select.value = (select.querySelector('option[value]:not([value=""])') as HTMLOptionElement).value;
					select.dispatchEvent(new Event('change', { bubbles: true }));
				}
			});
			if (!ajax) expect(form.querySelector<HTMLInputElement>('input.variation_id')!.value).toMatch(/^[1-9]\d*$/);
			unmount();
			form.parentElement?.remove();
		};
		// React adds one `selectionchange` listener per document at its first root, for good: that one is React's, not the island's.
		await round(false);
		const leaked = await countLeakedListeners([document, window, document.body], async () => {
			for (let count = 0; count < 100; count++) await round(count % 2 === 1);
		});
		expect(leaked).toBe(0);
		expect(signals).toHaveLength(50);
		expect(signals.every((signal) => signal.aborted)).toBe(true);
	}, 60_000);
});
