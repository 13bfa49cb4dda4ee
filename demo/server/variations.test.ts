// @vitest-environment node
/**
 * The demo backend's side of the variations contract: the product pages'
 * markup and globals, `?wc-ajax=get_variation`, and the no-JavaScript posts.
 */
import { describe, expect, it } from 'vitest';
import { isSwatchesOptions, isWcAddToCartVariationParams, isWcVariation, parseProductVariations } from '../../contracts/variations';
import { productPage } from './render/product-page';
import { findBySlug } from './state/catalogue';
import { useDemoServer } from './testing';

const server = useDemoServer({ reset: false });

const page = async (path: string) => (await server.visitor.fetch(path)).text();
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#039;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const variationsAttribute = (html: string) => parseProductVariations(decode(/data-product_variations="([^"]*)"/.exec(html)?.[1] ?? ''));
const global = (html: string, name: string) => JSON.parse(new RegExp(`var ${name} = (\\{.*\\});`).exec(html)?.[1] ?? 'null');
const POSTER = { 'attribute_pa_print-size': 'a1', attribute_pa_paper: 'matte', attribute_pa_frame: 'black' };

describe('product pages', () => {
	it('Hoodie: inline variations, both globals, swatches after the selects (which stay the fields)', async () => {
		const html = await page('/product/hoodie/');
		const data = variationsAttribute(html);
		expect(Array.isArray(data) && data.map((v) => v.variation_id)).toEqual([16, 17, 18, 19, 20, 21]);
		expect(isWcAddToCartVariationParams(global(html, 'wc_add_to_cart_variation_params'))).toBe(true);
		const swatches = global(html, 'woo_variation_swatches_options');
		expect(isSwatchesOptions(swatches)).toBe(true);
		expect(swatches).toMatchObject({ show_variation_label: '1', clear_on_reselect: '', variation_label_separator: ':', stock_label_threshold: '5' });
		expect(html).toContain('<select id="pa_color" class="woo-variation-raw-select" name="attribute_pa_color" data-attribute_name="attribute_pa_color" data-show_option_none="yes">');
		expect(html).toContain(
			'<ul role="radiogroup" aria-label="Color" class="variable-items-wrapper color-variable-items-wrapper wvs-style-squared" data-attribute_name="attribute_pa_color" data-attribute_values="[&quot;blue&quot;,&quot;green&quot;]">',
		);
		expect(html).toContain('class="variable-item color-variable-item color-variable-item-blue" title="Blue" data-title="Blue" data-value="blue" role="radio"><div class="variable-item-contents"><span class="variable-item-span variable-item-span-color" style="background-color:#1d4ed8;"></span><div class="wvs-stock-left-info" data-wvs-stock-info=""></div></div></li>');
		expect(html).toContain('<span class="variable-item-span variable-item-span-button">M</span>');
		expect(html).not.toContain('style="display:none" id="pa_');
	});

	it('a preselected attribute marks its swatch selected', async () => {
		const html = await page('/product/hoodie/?attribute_pa_color=green');
		expect(html).toMatch(/class="variable-item color-variable-item color-variable-item-green selected"[^>]*data-value="green"/);
		expect(html).toContain('aria-checked="true" tabindex="0" data-wvstooltip="Green"');
	});

	it('T-shirt: plain selects, no swatches', async () => {
		const html = await page('/product/t-shirt/');
		expect(html).not.toContain('variable-items-wrapper');
		expect(html).toContain('<select id="pa_size" class="" name="attribute_pa_size"');
		expect(variationsAttribute(html)).toHaveLength(3);
	});

	it('Poster print: 36 variations, so data-product_variations is false', async () => {
		const html = await page('/product/poster-print/');
		expect(html).toContain('data-product_id="30" data-product_variations="false"');
		for (const field of ['attribute_pa_print-size', 'attribute_pa_paper', 'attribute_pa_frame']) expect(html).toContain(`name="${field}"`);
		const poster = findBySlug('poster-print');
		expect(poster).toMatchObject({ id: 30, type: 'variable', variationIds: expect.arrayContaining([31, 66]) });
		expect(poster?.type === 'variable' && poster.variationIds).toHaveLength(36);
	});

	it('clear_on_reselect is on only for ?reselect=1 exactly', () => {
		const hoodie = findBySlug('hoodie')!;
		const render = (query: string) => global(productPage(hoodie, {}, new URLSearchParams(query)).content.value, 'woo_variation_swatches_options').clear_on_reselect;
		expect(render('reselect=1')).toBe('1');
		expect(render('')).toBe('');
		expect(render('reselect=yes')).toBe('');
		expect(global(productPage(hoodie, {}).content.value, 'woo_variation_swatches_options').clear_on_reselect).toBe('');
	});
});

describe('?wc-ajax=get_variation', () => {
	it('answers the matching variation as get_available_variation() does', async () => {
		const response = await server.visitor.ajax('get_variation', { ...POSTER, product_id: '30', custom_data: '' });
		expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
		expect(response.headers.get('x-demo-violation')).toBeNull();
		const body = await response.json();
		expect(isWcVariation(body)).toBe(true);
		expect(body).toMatchObject({
			variation_id: 59,
			attributes: { 'attribute_pa_print-size': 'a1', attribute_pa_paper: 'matte', attribute_pa_frame: 'black' },
			max_qty: 3,
			is_in_stock: true,
			availability_html: '<p class="stock in-stock">3 in stock</p>',
			sku: 'PRINT-A1-MATTE-BLACK',
		});
	});

	it('answers false for a combination without a variation, an unchosen attribute, or a simple product', async () => {
		const bodies: Record<string, string>[] = [
			{ ...POSTER, attribute_pa_frame: 'gold', product_id: '30' },
			{ ...POSTER, attribute_pa_paper: '', product_id: '30' },
			{ attribute_pa_size: 's', product_id: '11' },
		];
		for (const body of bodies)
			expect(await (await server.visitor.ajax('get_variation', body)).text()).toBe('false');
	});

	it('an out-of-stock variation is still answered (the client shows "Out of stock")', async () => {
		const body = await (await server.visitor.ajax('get_variation', { ...POSTER, attribute_pa_paper: 'gloss', attribute_pa_frame: 'oak', product_id: '30' })).json();
		expect(body).toMatchObject({ variation_id: 66, is_in_stock: false, max_qty: '', availability_html: '<p class="stock out-of-stock">Out of stock</p>' });
	});

	it('a body that breaks the contract gets an empty answer and a named violation', async () => {
		const missing = await server.visitor.ajax('get_variation', { ...POSTER });
		expect(await missing.text()).toBe('');
		expect(missing.headers.get('x-demo-violation')).toContain('get_variation needs product_id');
		const unknown = await server.visitor.ajax('get_variation', { ...POSTER, product_id: '999' });
		expect(await unknown.text()).toBe('');
		const noXhr = await server.visitor.fetch('/?wc-ajax=get_variation', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...POSTER, product_id: '30' }).toString() });
		expect(noXhr.headers.get('x-demo-violation')).toContain('X-Requested-With');
		expect(await noXhr.json()).toMatchObject({ variation_id: 59 });
	});
});

describe('without JavaScript', () => {
	it('the poster print form posts its attributes and the cart gets that variation', async () => {
		const form = new FormData();
		for (const [k, v] of Object.entries({ ...POSTER, quantity: '1', 'add-to-cart': '30', product_id: '30', variation_id: '' })) form.append(k, v);
		const response = await server.visitor.fetch('/product/poster-print/', { method: 'POST', body: form });
		expect(response.status).toBe(302);
		const cart = await page('/cart/');
		expect(cart).toContain('&ldquo;Poster print&rdquo; has been added to your cart.');
		expect(cart).toContain('<p>A1</p>');
		expect(cart).toContain('<p>Black</p>');
	});

	it('the hoodie form posts variation_id as the island fills it', async () => {
		const form = new FormData();
		for (const [k, v] of Object.entries({ attribute_pa_color: 'blue', attribute_pa_size: 'm', quantity: '1', 'add-to-cart': '15', product_id: '15', variation_id: '17' })) form.append(k, v);
		await server.visitor.fetch('/product/hoodie/', { method: 'POST', body: form });
		expect(await page('/cart/')).toContain('&ldquo;Hoodie - Blue, M&rdquo; has been added to your cart.');
	});
});
