/**
 * The variations island in the DOM (happy-dom): the Hoodie's form as
 * WooCommerce + the swatches plugin print it, driven by clicks, keys and
 * selects, with the events third parties see, with and without jQuery, and the
 * get_variation path for large products. Runs under Preact (the bundle's
 * mount function) and under React 19 (the same component hydrated by React).
 */
// @ts-ignore -- jquery ships no type declarations and @types/jquery is not installed.
import $ from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WcVariation } from '../../contracts/variations';
import { act, framework, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { EVENTS_ON_A_FULL_CHOICE, HOODIE, hoodiePage, PARAMS, SWATCH_OPTIONS, variation } from './fixtures';
import mountIsland from './index';
import { readSwatchOptionsFor, readVariationFormProps } from './read-props';
import { createSwatchLayer } from './swatch-layer';
import { VariationForm } from './variation-form';

const g = globalThis as Record<string, unknown>;
const context = { name: 'variations', idPrefix: 'island-1-' };
type JQ = (target: unknown) => { on: Function; off: Function; trigger: Function; data: Function };
const jq = $ as unknown as JQ;

const EVENTS = [
	'found_variation',
	'show_variation',
	'reset_data',
	'hide_variation',
	'reset_image',
	'check_variations',
	'update_variation_values',
	'woocommerce_update_variation_values',
	'woocommerce_variation_has_changed',
	'woocommerce_variation_select_change',
	'announce_reset',
	'reset_focus',
	'clear_reset_announcement',
];

const form = () => document.querySelector<HTMLFormElement>('form.variations_form')!;
const select = (name: string) => form().querySelector<HTMLSelectElement>(`select[name="attribute_${name}"]`)!;
const swatch = (value: string) => form().querySelector<HTMLElement>(`li.variable-item[data-value="${value}"]`)!;
const button = () => form().querySelector<HTMLElement>('.single_add_to_cart_button')!;
const variationId = () => form().querySelector<HTMLInputElement>('input.variation_id')!.value;
const single = () => form().querySelector<HTMLElement>('.single_variation')!;

/** Every wc: event that reaches the form: [name, target class, detail]. */
let seen: Array<[string, string, unknown[]]>;
const names = () => seen.map(([name]) => name);
function record(event: Event) {
	seen.push([event.type.slice(3), (event.target as Element).className.split(' ')[0], (event as CustomEvent).detail]);
}

async function setup(html = hoodiePage(), options: Record<string, unknown> | null = SWATCH_OPTIONS) {
	document.body.innerHTML = html;
	g.wc_add_to_cart_variation_params = PARAMS;
	if (options) g.woo_variation_swatches_options = options;
	seen = [];
	for (const name of EVENTS) form().addEventListener(`wc:${name}`, record);
	const printedForm = form();
	await act(async () => {
		await mount(form());
	});
	console.log('SAMEFORM', printedForm === form(), printedForm.isConnected);
}

/** The island's mount; under React the same component, hydrated by React over a container of its own. */
async function mount(element: HTMLElement) {
	if (framework === 'preact') return mountIsland(element, context);
	const props = readVariationFormProps(element);
	if (!props) return;
	const options = readSwatchOptionsFor(element);
	const host = document.createElement('div');
	element.before(host);
	host.append(element);
	hydrateForTest(element, <VariationForm {...props} swatches={options && { createSwatchLayer, options }} element={element} />);
}

/** Runs `work` and commits the renders and effects it caused, as a browser does before the next task. */
function flushed<T>(work: () => T): T {
	let result: T | undefined;
	act(() => {
		result = work();
	});
	return result as T;
}
const click = (element: Element) => flushed(() => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
const key = (element: Element, name: string) => {
	const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
	flushed(() => element.dispatchEvent(event));
	return event;
};
function choose(name: string, value: string) {
	select(name).value = value;
	flushed(() => select(name).dispatchEvent(new Event('change', { bubbles: true })));
}

beforeEach(() => {
	vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
	delete g.wc_add_to_cart_variation_params;
	delete g.woo_variation_swatches_options;
	delete g.jQuery;
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
	vi.useRealTimers();
});

describe('mounting', () => {
	it('without wc_add_to_cart_variation_params the form is left alone (contract G6)', async () => {
		document.body.innerHTML = hoodiePage();
		const before = document.body.innerHTML;
		await mount(form());
		expect(document.body.innerHTML).toBe(before);
	});

	it('an unreadable data-product_variations leaves the form alone, with one warning', async () => {
		await setup(hoodiePage().replace(/data-product_variations="[^"]*"/, 'data-product_variations="[{oops"'));
		expect(form().classList.contains('wvs-loaded')).toBe(false);
		expect(seen).toEqual([]);
		expect(console.warn).toHaveBeenCalledTimes(1);
	});

	it('starts like WooCommerce: nothing chosen, reset link hidden, button waiting, swatches live', async () => {
		await setup();
		expect(names()).toEqual(['woocommerce_update_variation_values', 'update_variation_values', 'reset_image', 'hide_variation', 'reset_data', 'check_variations']);
		expect(form().classList.contains('wvs-loaded')).toBe(true);
		const reset = form().querySelector<HTMLElement>('.reset_variations')!;
		expect(reset.getAttribute('style')).toBe('visibility: hidden;');
		expect(button().className).toBe('single_add_to_cart_button button alt disabled wc-variation-selection-needed');
		expect(button().getAttribute('aria-disabled')).toBe('true');
		expect([...form().querySelectorAll('ul.variable-items-wrapper')].map((list) => [...list.children].map((item) => (item as HTMLElement).tabIndex))).toEqual([
			[0, -1],
			[0, -1, -1],
		]);
	});

	it('a preselected full choice (query string) shows its variation at once, without a no-match notice', async () => {
		await setup(hoodiePage().replace('<option value="blue" class="attached enabled">', '<option value="blue" class="attached enabled" selected>').replace('<option value="s" class="attached enabled">', '<option value="s" class="attached enabled" selected>'));
		expect(variationId()).toBe('16');
		expect(swatch('blue').classList.contains('selected')).toBe(true);
		expect(names()).toContain('found_variation');
	});
});

describe('choosing with swatches', () => {
	it('a swatch sets its select and dispatches change; a full choice finds the variation', async () => {
		await setup();
		const changes: string[] = [];
		select('pa_color').addEventListener('change', () => changes.push(select('pa_color').value));
		click(swatch('blue'));
		expect(changes).toEqual(['blue']);
		expect(swatch('blue').classList.contains('selected')).toBe(true);
		expect(swatch('blue').getAttribute('aria-checked')).toBe('true');
		expect(variationId()).toBe('');
		seen = [];
		click(swatch('l'));
		expect(select('pa_size').value).toBe('l');
		expect(names()).toEqual(EVENTS_ON_A_FULL_CHOICE);
		const found = seen.find(([name]) => name === 'found_variation')!;
		expect(found[1]).toBe('variations_form');
		expect(found[2]).toEqual([HOODIE[2]]);
		const show = seen.find(([name]) => name === 'show_variation')!;
		expect(show[1]).toBe('woocommerce-variation');
		expect(show[2]).toEqual([HOODIE[2], true]);
	});

	it('on a full match: variation_id, the button, the qty bounds, the variation block and the SKU', async () => {
		await setup();
		const idChanges: string[] = [];
		form().querySelector('input.variation_id')!.addEventListener('change', (event) => idChanges.push((event.target as HTMLInputElement).value));
		click(swatch('blue'));
		click(swatch('l'));
		expect(variationId()).toBe('18');
		expect(idChanges.at(-1)).toBe('18');
		expect(button().className).toBe('single_add_to_cart_button button alt');
		expect(button().hasAttribute('aria-disabled')).toBe(false);
		expect(form().querySelector('.woocommerce-variation-add-to-cart')!.className).toContain('woocommerce-variation-add-to-cart-enabled');
		const qty = form().querySelector<HTMLInputElement>('input.qty')!;
		expect([qty.getAttribute('min'), qty.getAttribute('max'), qty.value]).toEqual(['1', '2', '1']);
		expect(single().querySelector('.woocommerce-variation-price')!.innerHTML).toBe('<span class="price">£35.00</span>');
		expect(single().querySelector('.woocommerce-variation-availability')!.textContent).toBe('2 in stock');
		expect(single().style.display).toBe('');
		expect(document.querySelector('.product_meta .sku')!.textContent).toBe('SKU-18');
	});

	it('keeps the quantity within the new bounds', async () => {
		await setup();
		form().querySelector<HTMLInputElement>('input.qty')!.value = '7';
		click(swatch('blue'));
		click(swatch('l'));
		expect(form().querySelector<HTMLInputElement>('input.qty')!.value).toBe('2');
	});

	it('an out-of-stock combination (green, L): no-stock swatch, unavailable button, "Out of stock"', async () => {
		await setup();
		click(swatch('green'));
		expect(swatch('l').className).toContain('no-stock');
		expect(swatch('l').classList.contains('disabled')).toBe(false);
		expect(swatch('l').getAttribute('aria-label')).toBe('L, Out of stock');
		expect(select('pa_size').querySelector<HTMLOptionElement>('option[value="l"]')!.className).toBe('attached enabled out-of-stock');
		click(swatch('l'));
		expect(variationId()).toBe('21');
		expect(button().className).toBe('single_add_to_cart_button button alt disabled wc-variation-is-unavailable');
		expect(single().textContent).toContain('Out of stock');
		expect(seen.find(([name]) => name === 'show_variation')![2]).toEqual([HOODIE[5], false]);
	});

	it('values no variation has with the other choices leave the select, as WooCommerce takes them out; their swatches are skipped', async () => {
		const data = [HOODIE[0], HOODIE[3], HOODIE[4]]; // blue only in S
		await setup(hoodiePage(data));
		click(swatch('blue'));
		expect(swatch('m').className).toContain('disabled');
		expect(swatch('m').getAttribute('aria-disabled')).toBe('true');
		expect([...select('pa_size').options].map((option) => option.value)).toEqual(['', 's']);
		expect(swatch('m').tabIndex).toBe(-1);
		click(swatch('m'));
		expect(select('pa_size').value).toBe('');
		click(swatch('green'));
		expect([...select('pa_size').options].map((option) => option.value)).toEqual(['', 's', 'm']);
	});

	it('values only inactive variations have stay in the select, disabled', async () => {
		const data = [HOODIE[0], { ...HOODIE[1], variation_is_active: false }];
		await setup(hoodiePage(data), null);
		choose('pa_color', 'blue');
		const options = [...select('pa_size').options];
		expect(options.map((option) => [option.value, option.disabled, option.className])).toEqual([
			['', false, ''],
			['s', false, 'attached enabled'],
			['m', true, 'attached'],
		]);
	});

	it('shows "Color: Blue" next to the label and the low-stock label on the last group', async () => {
		await setup();
		click(swatch('blue'));
		const label = form().querySelector('th.label')!;
		expect(label.textContent).toBe('Color: Blue');
		expect(swatch('l').classList.contains('wvs-show-stock-left-info')).toBe(true);
		expect(swatch('l').querySelector('.wvs-stock-left-info')!.getAttribute('data-wvs-stock-info')).toBe('Only 2 left in stock');
		expect(swatch('l').getAttribute('aria-label')).toBe('L, Only 2 left in stock');
		expect(swatch('m').classList.contains('wvs-show-stock-left-info')).toBe(false);
		click(swatch('green'));
		expect(label.textContent).toBe('Color: Green');
		expect(swatch('l').classList.contains('wvs-show-stock-left-info')).toBe(false);
	});

	it('no label and no stock labels when the options turn them off', async () => {
		await setup(hoodiePage(), { ...SWATCH_OPTIONS, show_variation_label: '', show_variation_stock: 'no' });
		click(swatch('blue'));
		expect(form().querySelector('th.label')!.textContent).toBe('Color');
		expect(swatch('l').classList.contains('wvs-show-stock-left-info')).toBe(false);
	});
});

describe('clear on reselect', () => {
	it('off: clicking the selected swatch again does nothing new', async () => {
		await setup();
		click(swatch('blue'));
		click(swatch('m'));
		const changes = vi.fn();
		form().addEventListener('change', changes);
		seen = [];
		click(swatch('m'));
		expect(changes).not.toHaveBeenCalled();
		expect(seen).toEqual([]);
		expect(variationId()).toBe('17');
	});

	it('on ("1", or "yes" from a filter): clicking the selected swatch clears the attribute', async () => {
		for (const on of ['1', 'yes', true]) {
			await setup(hoodiePage(), { ...SWATCH_OPTIONS, clear_on_reselect: on });
			click(swatch('blue'));
			click(swatch('m'));
			seen = [];
			click(swatch('m'));
			expect(select('pa_size').value).toBe('');
			expect(swatch('m').classList.contains('selected')).toBe(false);
			expect(variationId()).toBe('');
			expect(names()).toContain('reset_data');
			expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
		}
	});

	it('"no" is off (wc_string_to_bool), not JS-truthy', async () => {
		await setup(hoodiePage(), { ...SWATCH_OPTIONS, clear_on_reselect: 'no' });
		click(swatch('blue'));
		click(swatch('blue'));
		expect(select('pa_color').value).toBe('blue');
	});
});

describe('keyboard', () => {
	it('arrows move the focus inside a group without choosing; Enter and Space choose', async () => {
		await setup();
		swatch('s').focus();
		expect(key(swatch('s'), 'ArrowRight').defaultPrevented).toBe(true);
		expect(document.activeElement).toBe(swatch('m'));
		expect(swatch('m').tabIndex).toBe(0);
		expect(swatch('s').tabIndex).toBe(-1);
		expect(select('pa_size').value).toBe('');
		key(swatch('m'), 'ArrowLeft');
		key(swatch('s'), 'ArrowLeft');
		expect(document.activeElement).toBe(swatch('l'));
		key(swatch('l'), 'Enter');
		expect(select('pa_size').value).toBe('l');
		swatch('blue').focus();
		key(swatch('blue'), ' ');
		expect(select('pa_color').value).toBe('blue');
		expect(variationId()).toBe('18');
		expect(key(swatch('blue'), 'Tab').defaultPrevented).toBe(false);
	});

	it('skips disabled swatches', async () => {
		await setup(hoodiePage([HOODIE[0], HOODIE[2]])); // blue: S and L only
		click(swatch('blue'));
		swatch('s').focus();
		key(swatch('s'), 'ArrowRight');
		expect(document.activeElement).toBe(swatch('l'));
	});
});

describe('reset and the disabled button', () => {
	it('the reset link clears every choice, says so until the next choice, emits reset_data and focuses the first swatch', async () => {
		await setup();
		click(swatch('blue'));
		click(swatch('l'));
		seen = [];
		const link = form().querySelector<HTMLElement>('.reset_variations')!;
		expect(link.style.visibility).toBe('visible');
		expect(click(link)).toBe(false);
		expect([select('pa_color').value, select('pa_size').value, variationId()]).toEqual(['', '', '']);
		expect(names().slice(-5)).toEqual(['announce_reset', 'reset_image', 'hide_variation', 'reset_data', 'reset_focus']);
		expect(form().querySelector('.reset_variations_alert')!.textContent).toBe(PARAMS.i18n_reset_alert_text);
		expect(document.activeElement).toBe(swatch('blue'));
		expect(single().textContent).toBe('');
		expect(link.style.visibility).toBe('hidden');
		expect(form().querySelector('th.label')!.textContent).toBe('Color');
		click(swatch('green'));
		expect(form().querySelector('.reset_variations_alert')!.textContent).toBe('');
		expect(names()).toContain('clear_reset_announcement');
	});

	it('a click on the disabled button does not submit and says what is missing', async () => {
		await setup();
		const submits = vi.fn((event: Event) => event.preventDefault());
		form().addEventListener('submit', submits);
		expect(click(button())).toBe(false);
		expect(form().querySelector('.islands-variation-notice')!.textContent).toBe(PARAMS.i18n_make_a_selection_text);
		click(swatch('green'));
		expect(form().querySelector('.islands-variation-notice')).toBeNull();
		click(swatch('l'));
		click(button());
		expect(form().querySelector('.islands-variation-notice')!.textContent).toBe(PARAMS.i18n_unavailable_text);
		const submit = new Event('submit', { cancelable: true });
		form().dispatchEvent(submit);
		expect(submit.defaultPrevented).toBe(true);
	});

	it('an enabled button is left to the form: it posts variation_id', async () => {
		await setup();
		click(swatch('blue'));
		click(swatch('m'));
		expect(click(button())).toBe(true);
		expect(new FormData(form()).get('variation_id')).toBe('17');
	});
});

describe('selects only (no swatches, like the T-shirt)', () => {
	it('works with the selects and leaves the swatch classes alone', async () => {
		await setup(hoodiePage(HOODIE, false), null);
		expect(form().classList.contains('wvs-loaded')).toBe(false);
		choose('pa_color', 'blue');
		choose('pa_size', 'm');
		expect(variationId()).toBe('17');
		expect(names()).toContain('found_variation');
	});
});

describe('what gets inserted', () => {
	it('server fragments lose scripts and inline handlers; a hidden variation shows the unavailable text', async () => {
		const data = [
			variation(1, { attribute_pa_color: 'blue', attribute_pa_size: '' }, { price_html: '<span class="price" onclick="x()">£1</span><script>window.bad = 1</script><img src="x" onerror="window.bad = 1">', variation_description: '<p><a href="javascript:alert(1)">more</a></p>' }),
			variation(2, { attribute_pa_color: 'green', attribute_pa_size: '' }, { variation_is_visible: false }),
		];
		await setup(hoodiePage(data));
		click(swatch('blue'));
		click(swatch('s'));
		expect(single().querySelector('.woocommerce-variation-price')!.innerHTML).toBe('<span class="price">£1</span><img src="x">');
		expect(single().querySelector('.woocommerce-variation-description a')!.hasAttribute('href')).toBe(false);
		click(swatch('green'));
		expect(single().innerHTML).toBe(`\n\t<p role="alert">${PARAMS.i18n_unavailable_text}</p>\n`);
		expect(button().classList.contains('wc-variation-is-unavailable')).toBe(true);
	});

	it('sold individually: quantity 1 and the field hidden', async () => {
		await setup(hoodiePage([variation(1, { attribute_pa_color: '', attribute_pa_size: '' }, { is_sold_individually: 'yes', max_qty: 1 })]));
		click(swatch('blue'));
		click(swatch('s'));
		const qty = form().querySelector<HTMLInputElement>('input.qty')!;
		expect([qty.value, qty.getAttribute('max')]).toEqual(['1', '']);
		expect(qty.closest<HTMLElement>('.quantity')!.style.display).toBe('none');
	});

	it('swaps the gallery image to the variation picture and back on reset', async () => {
		const data = [variation(1, { attribute_pa_color: 'blue', attribute_pa_size: '' }, { image: { src: '/img/blue.jpg', srcset: false, alt: 'Blue hoodie', src_w: 600, src_h: 600 } }), variation(2, { attribute_pa_color: 'green', attribute_pa_size: '' }, { image: { src: 'javascript:alert(1)' } })];
		await setup(hoodiePage(data));
		const image = document.querySelector<HTMLImageElement>('.wp-post-image')!;
		click(swatch('blue'));
		click(swatch('s'));
		expect([image.getAttribute('src'), image.getAttribute('alt'), image.getAttribute('width')]).toEqual(['/img/blue.jpg', 'Blue hoodie', '600']);
		click(swatch('green'));
		expect(image.getAttribute('src')).toBe('/img/hoodie.svg');
		expect(image.getAttribute('alt')).toBe('Hoodie');
	});
});

describe('jQuery on the page', () => {
	beforeEach(() => {
		g.jQuery = $;
	});
	afterEach(() => jq(document.body).off());

	it('a jQuery listener on the form gets (event, variation) and reset_data, once each', async () => {
		await setup();
		const got: unknown[][] = [];
		jq(form()).on('found_variation', (_event: unknown, found: WcVariation) => got.push(['found', found.variation_id]));
		jq(form()).on('show_variation', (_event: unknown, found: WcVariation, purchasable: boolean) => got.push(['show', found.variation_id, purchasable]));
		jq(form()).on('reset_data', (...args: unknown[]) => got.push(['reset', args.length]));
		const bare = vi.fn();
		form().addEventListener('found_variation', bare);
		click(swatch('blue'));
		click(swatch('l'));
		expect(got).toEqual([['reset', 1], ['show', 18, true], ['found', 18]]);
		expect(bare).not.toHaveBeenCalled(); // never the bare name natively while jQuery is on the page
		expect(seen.filter(([name]) => name === 'found_variation')).toHaveLength(1); // the wc: mirror still fires
	});

	it('wc_variation_form hands a jQuery listener WooCommerce’s form surface, whose helpers act on the form', async () => {
		let api: Record<string, any> | undefined;
		let loadingThen: boolean | undefined;
		jq(document.body).on('wc_variation_form', (_event: unknown, form: Record<string, any>) => {
			api = form;
			loadingThen = form.loading;
		});
		await setup();
		expect(api!.$form[0]).toBe(form());
		expect(api!.$attributeFields.length).toBe(2);
		expect(api!.$product[0]).toBe(form().closest('.product'));
		expect([loadingThen, api!.loading, api!.useAjax, api!.variationData]).toEqual([true, false, false, HOODIE]);
		click(swatch('blue'));
		expect(api!.getChosenAttributes()).toEqual({ data: { attribute_pa_color: 'blue', attribute_pa_size: '' }, count: 2, chosenCount: 1 });
		expect(api!.findMatchingVariations(HOODIE, { attribute_pa_color: 'green' }).map((found: WcVariation) => found.variation_id)).toEqual([19, 20, 21]);
		flushed(() => api!.toggleResetLink(false));
		expect(form().querySelector<HTMLElement>('.reset_variations')!.style.visibility).toBe('hidden');
		flushed(() => api!.showNoMatchingVariationsMsg());
		expect(form().querySelector('.wc-no-matching-variations')!.textContent).toBe(PARAMS.i18n_no_matching_variations_text);
	});

	it('a jQuery-triggered change on a select and check_variations are heard', async () => {
		await setup();
		select('pa_color').value = 'green';
		flushed(() => jq(select('pa_color')).trigger('change'));
		expect(swatch('green').classList.contains('selected')).toBe(true);
		select('pa_size').value = 'm';
		seen = [];
		flushed(() => jq(form()).trigger('check_variations'));
		expect(variationId()).toBe('20');
		expect(names()).toContain('found_variation');
	});
});

describe('third parties without jQuery', () => {
	it('native check_variations and reload_product_variations are heard; our own emissions are not echoed', async () => {
		await setup();
		select('pa_color').value = 'blue';
		select('pa_size').value = 's';
		seen = [];
		flushed(() => form().dispatchEvent(new CustomEvent('check_variations', { bubbles: true })));
		expect(variationId()).toBe('16');
		expect(names().filter((name) => name === 'check_variations')).toHaveLength(1);
		form().setAttribute('data-product_variations', JSON.stringify([variation(99, { attribute_pa_color: '', attribute_pa_size: '' })]));
		flushed(() => form().dispatchEvent(new CustomEvent('wc:reload_product_variations', { bubbles: true })));
		expect(variationId()).toBe('99');
	});
});

describe('more than 30 variations: get_variation', () => {
	function stubFetch(respond: () => Response | Promise<Response>) {
		const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => respond());
		vi.stubGlobal('fetch', fetchMock);
		return fetchMock;
	}
	const json = (body: unknown) => () => new Response(JSON.stringify(body));

	it('posts every attribute_* field, product_id and custom_data, and shows the answer', async () => {
		const fetchMock = stubFetch(json(HOODIE[1]));
		await setup(hoodiePage(false));
		click(swatch('blue'));
		expect(fetchMock).not.toHaveBeenCalled();
		expect(swatch('m').classList.contains('disabled')).toBe(false);
		click(swatch('m'));
		expect(form().getAttribute('aria-busy')).toBe('true');
		await vi.waitFor(() => expect(variationId()).toBe('17'));
		const [url, init] = fetchMock.mock.calls[0];
		expect(url).toBe('/?wc-ajax=get_variation');
		expect(init.method).toBe('POST');
		expect(init.body).toBe('attribute_pa_color=blue&attribute_pa_size=m&product_id=15&custom_data=');
		expect(new Headers(init.headers).get('x-requested-with')).toBe('XMLHttpRequest');
		expect(names()).not.toContain('woocommerce_variation_select_change');
		expect(seen.find(([name]) => name === 'found_variation')![2]).toEqual([HOODIE[1]]);
		await vi.waitFor(() => expect(form().getAttribute('aria-busy')).toBeNull());
	});

	it('false: WooCommerce\'s no-match notice, the button waits for another choice', async () => {
		stubFetch(json(false));
		await setup(hoodiePage(false));
		click(swatch('green'));
		click(swatch('l'));
		await vi.waitFor(() => expect(form().querySelector('.wc-no-matching-variations')).not.toBeNull());
		expect(form().querySelector('.wc-no-matching-variations')!.textContent).toBe(PARAMS.i18n_no_matching_variations_text);
		expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
		click(swatch('s'));
		expect(form().querySelector('.wc-no-matching-variations')).toBeNull();
	});

	it.each([
		['HTTP 500', () => new Response('oops', { status: 500 }), 'An unknown error occurred.'],
		['an HTML page', () => new Response('<html>down</html>'), 'The response is not a valid JSON response.'],
		['an empty body', () => new Response(''), 'The shop sent no answer.'],
		['an object that is no variation', json({ error: true }), 'The shop sent an answer that is not a variation.'],
	])('%s: the button stays disabled and the reason is said; the button retries', async (_name, respond, reason) => {
		const fetchMock = stubFetch(respond);
		await setup(hoodiePage(false));
		click(swatch('blue'));
		click(swatch('s'));
		await vi.waitFor(() => expect(form().querySelector('.islands-variation-notice')).not.toBeNull());
		expect(form().querySelector('.islands-variation-notice')!.textContent).toBe(`This combination could not be checked. ${reason}`);
		expect(button().classList.contains('disabled')).toBe(true);
		expect(variationId()).toBe('');
		fetchMock.mockImplementation(async () => new Response(JSON.stringify(HOODIE[0])));
		click(button());
		await vi.waitFor(() => expect(variationId()).toBe('16'));
		expect(form().querySelector('.islands-variation-notice')).toBeNull();
		expect(button().classList.contains('disabled')).toBe(false);
	});

	it('after a failure, a new partial choice asks for a selection again instead of repeating the failure', async () => {
		stubFetch(() => new Response('oops', { status: 500 }));
		await setup(hoodiePage(false));
		click(swatch('blue'));
		click(swatch('s'));
		await vi.waitFor(() => expect(form().querySelector('.islands-variation-notice')).not.toBeNull());
		click(swatch('green'));
		choose('pa_size', '');
		click(button());
		expect(form().querySelector('.islands-variation-notice')!.textContent).toBe(PARAMS.i18n_make_a_selection_text);
		await new Promise((resolve) => setTimeout(resolve, 20)); // the cancelled lookup's answer changes nothing
		expect(form().querySelector('.islands-variation-notice')!.textContent).toBe(PARAMS.i18n_make_a_selection_text);
		await vi.waitFor(() => expect(form().querySelectorAll('.blockUI')).toHaveLength(0));
		expect(form().getAttribute('aria-busy')).toBeNull();
		expect(form().style.position).toBe('relative');
	});

	it('a newer choice aborts the older request; only the newer answer is shown', async () => {
		const answers: Array<(response: Response) => void> = [];
		const fetchMock = vi.fn(
			(_url: string, init: RequestInit) =>
				new Promise<Response>((resolve, reject) => {
					answers.push(resolve);
					init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
				}),
		);
		vi.stubGlobal('fetch', fetchMock);
		await setup(hoodiePage(false));
		click(swatch('blue'));
		click(swatch('s'));
		choose('pa_size', 'm');
		expect(fetchMock).toHaveBeenCalledTimes(2);
		expect(form().querySelectorAll('.blockUI.blockOverlay')).toHaveLength(1);
		answers[1](new Response(JSON.stringify(HOODIE[1])));
		await vi.waitFor(() => expect(variationId()).toBe('17'));
		expect(seen.filter(([name]) => name === 'found_variation')).toHaveLength(1);
		await vi.waitFor(() => expect(form().querySelectorAll('.blockUI')).toHaveLength(0));
	});
});
