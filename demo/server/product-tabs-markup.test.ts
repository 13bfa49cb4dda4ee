// @vitest-environment node
/**
 * The demo's product tabs and review form are the real shop's (WooCommerce
 * 10.9.4, Storefront 4.6.2): the recorded Test Mug (no review yet) against the
 * demo's Mug, and the recorded Test Hoodie's Additional information row and
 * tab item against the demo's Hoodie, byte for byte once the names, ids and
 * the origin are placeholders on both sides. The Hoodie's gallery and reviews
 * were compared the same way with a real shop holding five pictures and three
 * reviews (issue 18); that state is not among the recorded fixtures.
 */
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { realShopPage } from '../../contracts/fixtures/real-shop';
import { productTabsHtml } from './render/product-tabs';
import { findBySlug } from './state/catalogue';

const { DOMParser } = new Window();

type Pair = readonly [real: string, demo: string];

const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html') as unknown as Document;
const realPage = (file: string) => parse(realShopPage(`pages/${file}`));
const demoTabs = (slug: string) => parse(productTabsHtml(findBySlug(slug)!).value);

function same(real: Element | null, demo: Element | null, pairs: readonly Pair[]) {
	expect(real && demo).toBeTruthy();
	const normalise = (element: Element | null, side: 0 | 1) => {
		let markup = element!.outerHTML;
		for (const pair of pairs) markup = markup.split(pair[side]).join(`{${pairs.indexOf(pair)}}`);
		return markup.replace(/https?:\/\/127\.0\.0\.1:\d+/g, '');
	};
	expect(normalise(demo, 1)).toBe(normalise(real, 0));
}

describe('the demo prints the real product tabs', () => {
	it('the reviews tab and panel of a product without reviews: heading, notice, the guest review form with the rating select', () => {
		const real = realPage('product-simple.html');
		const demo = demoTabs('mug');
		const pairs: Pair[] = [['Test Mug', 'Mug'], ['test-mug', 'mug']];
		same(real.querySelector('#tab-title-reviews'), demo.querySelector('#tab-title-reviews'), pairs);
		same(real.querySelector('#tab-reviews'), demo.querySelector('#tab-reviews'), pairs);
	});

	it('the tab list and the Additional information panel of the variable product', () => {
		const real = realPage('product-variable.html');
		const demo = demoTabs('hoodie');
		const pairs: Pair[] = [['Test Hoodie', 'Hoodie'], ['attribute_size', 'attribute_pa_size'], ['S, M', 'S, M, L']];
		same(real.querySelector('#tab-title-additional_information'), demo.querySelector('#tab-title-additional_information'), pairs);
		// The real Hoodie has one attribute; the demo's first row (Color) is the same template.
		const row = (document: Document, index: number) => document.querySelectorAll('.woocommerce-product-attributes-item')[index] ?? null;
		same(row(real, 0), row(demo, 1), pairs);
		const panelStart = (document: Document) => document.querySelector('#tab-additional_information')!.outerHTML.split('<tr')[0];
		expect(panelStart(demo)).toBe(panelStart(real));
	});
});
