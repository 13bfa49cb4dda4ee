/**
 * A deploy under an open page: the reader loaded /shop/ with build 1, the site
 * is rebuilt (a changed widget, so every chunk name changes) and the new files
 * replace the old loader; then the reader clicks a button whose island waited
 * for that interaction. Its chunk comes from build 1, which the build kept, and
 * the island works. This test builds into its own folder and serves it itself,
 * so the shared dist/ of the other browser tests is never touched.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, createDemoServer } from '../../demo/server/app';
import { build } from '../../esbuild.config';
import { findWidgets, type WidgetSource } from '../../scripts/build/find-widgets';
import { launchChromium } from '../../scripts/e2e/session';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(path.join(tmpdir(), 'islands-deploy-'));
const outDir = path.join(work, 'dist');
let demo: DemoServer;
let base: string;
let browser: Browser;
let widgets: WidgetSource[];

/** The real widgets, add-to-cart wrapped so its islands say which build mounted them. */
function release(version: string): WidgetSource[] {
	const entry = path.join(work, `add-to-cart-${version}.ts`);
	const real = widgets.find((widget) => widget.name === 'add-to-cart')!.entry;
	writeFileSync(
		entry,
		`import mount from ${JSON.stringify(real)};\nexport default (element, context) => { element.setAttribute('data-build', ${JSON.stringify(version)}); return mount(element, context); };\n`,
	);
	return widgets.map((widget) => (widget.name === 'add-to-cart' ? { ...widget, entry } : widget));
}

beforeAll(async () => {
	widgets = await findWidgets(path.join(root, 'widgets'));
	demo = createDemoServer({ distDir: outDir });
	await new Promise<void>((resolve) => demo.server.listen(0, '127.0.0.1', resolve));
	base = `http://127.0.0.1:${(demo.server.address() as AddressInfo).port}`;
	browser = await launchChromium();
}, 30_000);
afterAll(async () => {
	await browser?.close();
	await demo?.close();
	rmSync(work, { recursive: true, force: true });
});

describe('a deploy while a page is open', () => {
	it('the page still mounts a lazy island from the build it was served with', { timeout: 60_000 }, async () => {
		const first = await build({ outDir, widgets: release('v1') });
		const context = await browser.newContext({ baseURL: base });
		await context.addInitScript(() => {
			const record = window as unknown as { islandErrors: string[]; islandsIdle: Promise<void> };
			record.islandErrors = [];
			document.addEventListener('islands:error', (event) => record.islandErrors.push((event as CustomEvent).detail.widget));
			record.islandsIdle = new Promise((resolve) => document.addEventListener('islands:idle', () => resolve(), { once: true }));
		});
		const page = await context.newPage();
		const errors: string[] = [];
		page.on('pageerror', (error) => errors.push(String(error)));
		page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
		const chunks: Array<{ path: string; status: number }> = [];
		page.on('response', (response) => {
			const { pathname } = new URL(response.url());
			if (pathname.startsWith('/dist/chunks/')) chunks.push({ path: pathname.slice('/dist/'.length), status: response.status() });
		});
		// The add-to-cart islands wait for a click, so their chunk is fetched only after the deploy.
		await page.route('**/shop/', async (route) => {
			const response = await route.fetch();
			const html = (await response.text()).replace(/class="[^"]*\bajax_add_to_cart\b[^"]*"/g, '$& data-island-load="interaction"');
			await route.fulfill({ response, body: html });
		});
		await page.goto('/shop/');
		await page.evaluate(() => (window as unknown as { islandsIdle: Promise<void> }).islandsIdle);
		expect(chunks.some((chunk) => chunk.path === first.widgets['add-to-cart'].file)).toBe(false);
		expect(chunks.some((chunk) => chunk.path === first.shared.runtime.file)).toBe(true);

		const second = await build({ outDir, widgets: release('v2') });
		expect(second.build).not.toBe(first.build);
		expect(readFileSync(path.join(outDir, 'islands.js'), 'utf8')).toContain(second.build);

		await page.click('a.ajax_add_to_cart[data-product_id="11"]');
		await expect.poll(() => page.locator('.widget_shopping_cart_content li.mini_cart_item').count()).toBe(1);
		expect(await page.getAttribute('a.ajax_add_to_cart[data-product_id="11"]', 'data-build')).toBe('v1');
		expect(chunks).toContainEqual({ path: first.widgets['add-to-cart'].file, status: 200 });
		expect(chunks.every((chunk) => chunk.status === 200 && chunk.path.includes(first.build))).toBe(true);
		expect(await page.evaluate(() => (window as unknown as { islandErrors: string[] }).islandErrors)).toEqual([]);
		expect(errors).toEqual([]);

		// A page loaded after the deploy runs the new build.
		const fresh = await context.newPage();
		await fresh.goto('/shop/');
		await fresh.evaluate(() => (window as unknown as { islandsIdle: Promise<void> }).islandsIdle);
		await fresh.click('a.ajax_add_to_cart[data-product_id="12"]');
		await expect.poll(() => fresh.getAttribute('a.ajax_add_to_cart[data-product_id="12"]', 'data-build')).toBe('v2');
		await context.close();
	});
});
