/**
 * The demo's scale pages (demo/README.md, "Scale") and the marks their islands
 * leave once hydrated, one per island: what demo/scale.e2e.ts checks and what
 * the bench (scripts/bench/scale.ts) waits for before it measures.
 */
import type { Page } from 'playwright-core';

export interface ScalePage {
	name: string;
	path: string;
	/** Elements the page prints, one per island. */
	islands: string;
	/** The same elements once their island has hydrated. */
	marks: string;
	count: number;
}

export const SCALE_PAGES = {
	buttons: {
		name: '1,000 add-to-cart buttons',
		path: '/demo/many-buttons/?n=1000',
		islands: 'ul.many-buttons a.ajax_add_to_cart',
		marks: 'ul.many-buttons a.ajax_add_to_cart.islands-ready',
		count: 1000,
	},
	// A hydrated block's paging links become buttons.
	modules: {
		name: '200 modules',
		path: '/demo/scale/modules/?n=200',
		islands: '.jeg_module_hook',
		marks: '.jeg_module_hook:has(.jeg_block_navigation a[role="button"])',
		count: 200,
	},
	// The staging fills the visitor's wishlist, then opens /wishlist/. Each row's add button is an island of its own.
	wishlist: {
		name: '500 wishlist rows',
		path: '/demo/scale/wishlist/?n=500',
		islands: '.wishlist_table tbody tr[data-row-id] a.ajax_add_to_cart',
		marks: '.wishlist_table tbody tr[data-row-id] a.ajax_add_to_cart.islands-ready',
		count: 500,
	},
	// One island, the load-comments button; the measure includes loading the thread.
	comments: {
		name: '1,000-comment thread',
		path: '/demo/scale/comments/',
		islands: '#comments.ajax_comment_button',
		marks: '#comments.ajax_comment_button span.button[role="button"]',
		count: 1,
	},
} satisfies Record<string, ScalePage>;

/**
 * Scrolls the page top to bottom a viewport at a time, two frames apart, as a
 * reader skimming it would: every `visible` island (woken within a viewport of
 * the screen) is seen once.
 */
export async function scrollThrough(page: Page): Promise<void> {
	// No named function inside: tsx (the bench) would wrap it in a `__name` helper the page does not have.
	await page.evaluate(async () => {
		for (let y = 0; ; y += innerHeight) {
			const last = y >= document.documentElement.scrollHeight;
			scrollTo(0, last ? document.documentElement.scrollHeight : y);
			// Two frames let intersection observers see the new position; a headless page under load sometimes paints
			// no frame for a long while, and 250 ms is then as good.
			await new Promise((resolve) => {
				requestAnimationFrame(() => requestAnimationFrame(resolve));
				setTimeout(resolve, 250);
			});
			if (last) return;
		}
	});
}
