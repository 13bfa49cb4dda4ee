/**
 * The lightbox's `?ajax=true` content. It is a file of the page's own site, not an AJAX endpoint,
 * so the demo's fault mode does not reach it: the browser answers it with each fault instead.
 */
import type { Route } from 'playwright-core';
import { expect } from 'vitest';
import { LATENCY_MS } from './faults';
import type { IslandRow } from './island-row';

const FRAGMENT = '**/demo/lightbox/fragment.html*';
const DIALOG = 'dialog[open]';
let asked = 0;
let held: Route[] = [];

export const lightboxAjax: IslandRow = {
	name: 'Lightbox ajax content',
	endpoint: '/demo/lightbox/fragment.html',
	sentAs: '',
	async open(demo) {
		await demo.goto('/demo/gallery/');
		await demo.page.waitForFunction(() => 'islandsLightbox' in window);
	},
	async prepare(demo) {
		if ((await demo.page.locator(DIALOG).count()) === 0) return;
		await demo.page.keyboard.press('Escape');
		await expect.poll(() => demo.page.locator(DIALOG).count()).toBe(0);
	},
	act: (demo, n) =>
		demo.page.evaluate((n) => {
			type Api = { islandsLightbox: { open(items: string[]): Promise<void> } };
			void (window as unknown as Api).islandsLightbox.open([`/demo/lightbox/fragment.html?ajax=true&n=${n}`]);
		}, n),
	succeeded: (demo) => expect.poll(() => demo.page.locator(`${DIALOG} .lightbox-fragment h3`).textContent()).toBe('Loaded by ajax'),
	// The gallery popup's own text (spec §8's lightbox library texts).
	failed: (demo) => expect.poll(() => demo.page.locator(`${DIALOG} [role="alert"]`).textContent()).toBe('The content could not be loaded.'),
	busy: `${DIALOG} [role="status"]:text-is("Loading...")`,
	browserFault: {
		async start(demo, fault) {
			await demo.page.route(FRAGMENT, async (route) => {
				asked++;
				if (fault === '500') return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error (demo fault)' });
				if (fault === 'drop') return route.abort('connectionreset');
				if (fault === 'timeout') return void held.push(route);
				await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
				await route.continue();
			});
		},
		async stop(demo) {
			await demo.page.unroute(FRAGMENT);
			held = [];
		},
		requests: () => asked,
	},
	rapid: {},
	notApplicable: {
		html: 'the content is an HTML page: a 200 page is content, shown inert',
		'invalid-json': 'the content is HTML, never parsed as JSON',
		empty: 'an empty 200 page is empty content, shown as such',
	},
};
