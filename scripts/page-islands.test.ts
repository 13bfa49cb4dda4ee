// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IslandSpec } from '../runtime/loader/manifest';
import { fetchDemoPages, islandsInMarkup } from './page-islands';

const WIDGETS: Record<string, IslandSpec> = {
	'add-to-cart': { selector: '.add_to_cart_button.ajax_add_to_cart:not(.wc-interactive)', strategy: 'load' },
	'mini-cart': { selector: '.widget_shopping_cart_content', strategy: 'load' },
	'rest-api': { selector: 'script#wp-api-request-js-extra', strategy: 'idle' },
};

describe('islandsInMarkup', () => {
	it('finds the widgets whose selector matches, scripts included, without running them', async () => {
		const html = `<html><body><a class="add_to_cart_button ajax_add_to_cart">Add</a>
			<script id="wp-api-request-js-extra">throw new Error('never run')</script></body></html>`;
		expect(await islandsInMarkup(html, WIDGETS)).toEqual(['add-to-cart', 'rest-api']);
	});

	it('honours the operator switches as the loader does', async () => {
		const markup = '<div class="widget_shopping_cart_content"></div><a class="add_to_cart_button ajax_add_to_cart" data-island-off>Add</a>';
		expect(await islandsInMarkup(`<body>${markup}</body>`, WIDGETS)).toEqual(['mini-cart']);
		expect(await islandsInMarkup(`<body data-islands-off="mini-cart">${markup}</body>`, WIDGETS)).toEqual([]);
		expect(await islandsInMarkup('<a class="add_to_cart_button ajax_add_to_cart wc-interactive">Add</a>', WIDGETS)).toEqual([]);
	});
});

describe('fetchDemoPages', () => {
	it('serves the demo pages in-process: the shop prints cart markup, an article none', async () => {
		const distDir = mkdtempSync(path.join(tmpdir(), 'demo-pages-'));
		try {
			const pages = await fetchDemoPages(distDir, ['/shop/', '/article/city-council-approves-night-trams/']);
			expect(await islandsInMarkup(pages.get('/shop/')!, WIDGETS)).toEqual(['add-to-cart', 'mini-cart']);
			expect(await islandsInMarkup(pages.get('/article/city-council-approves-night-trams/')!, WIDGETS)).toEqual([]);
		} finally {
			rmSync(distDir, { recursive: true, force: true });
		}
	});
});
