import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('the loader', () => {
	it('an article page without widget markup loads no widget chunk', async () => {
		const demo = await openPage();
		const { page } = demo;
		const scripts: string[] = [];
		page.on('request', (request) => {
			if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
		});
		await demo.goto('/article/city-council-approves-night-trams/');
		await page.waitForLoadState('load');
		await page.waitForTimeout(300);
		expect(scripts).toEqual(['/dist/islands.js']);
		expect(demo.chunks).toEqual([]);
		expect(demo.errors).toEqual([]);
	});

	it('a shop page fetches only its widgets’ chunks, with their imports preloaded', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await page.waitForLoadState('load');
		await expect.poll(() => demo.chunks.filter((chunk) => /^(add-to-cart|mini-cart|cart-fragments)-/.test(chunk)).length).toBe(3);
		const preloaded = await page.$$eval('link[rel="modulepreload"]', (links) => links.map((link) => (link as HTMLLinkElement).href));
		expect(preloaded.length).toBeGreaterThan(0);
		expect(new Set(preloaded).size).toBe(preloaded.length);
		expect(demo.errors).toEqual([]);
	});
});
