/**
 * Pages on the real shop: the demo tests' session (fresh context per page, recorded ajax calls,
 * `goto` that waits for `islands:idle`) plus what every journey must prove on the way, checked
 * after each test over every page it opened: no original file of a retired handle was fetched,
 * no uncaught exception, and no island complained on the console (`[islands] …`).
 */
import { afterEach, expect } from 'vitest';
import { type DemoPage, useBrowser } from '../session';
import { retiredFetches } from './retired-scripts';

export interface ShopPage extends DemoPage {
	/** Every URL the page requested, in order. */
	fetched: string[];
	/** Uncaught exceptions (`pageerror`). */
	pageErrors: string[];
	/** Errors and warnings the islands logged. */
	islandComplaints: string[];
}

/** Call at the top of a journey file: returns a factory for pages on a fresh context. */
export function useShop() {
	const openPage = useBrowser();
	let opened: ShopPage[] = [];

	afterEach(() => {
		const pages = opened;
		opened = [];
		for (const shop of pages) {
			expect(retiredFetches(shop.fetched), 'original scripts of retired handles').toEqual([]);
			expect(shop.pageErrors, 'uncaught exceptions').toEqual([]);
			expect(shop.islandComplaints, 'islands console errors and warnings').toEqual([]);
		}
	});

	return async function openShopPage(): Promise<ShopPage> {
		const demo = await openPage({ reducedMotion: 'reduce' });
		const shop: ShopPage = Object.assign(demo, { fetched: [], pageErrors: [], islandComplaints: [] });
		// A missing element fails the action in seconds, not at the test's timeout.
		demo.page.setDefaultTimeout(10_000);
		demo.page.on('request', (request) => shop.fetched.push(request.url()));
		demo.page.on('pageerror', (error) => shop.pageErrors.push(`${error.message} at ${demo.page.url()}`));
		demo.page.on('console', (message) => {
			if ((message.type() === 'error' || message.type() === 'warning') && message.text().startsWith('[islands]'))
				shop.islandComplaints.push(message.text());
		});
		opened.push(shop);
		return shop;
	};
}
