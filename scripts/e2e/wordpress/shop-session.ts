/**
 * Pages on the real shop: the demo tests' session (fresh context per page, recorded ajax calls,
 * `goto` that waits for `islands:idle`) plus what every journey must prove on the way, checked
 * after each test over every page it opened: no original file of a retired handle was fetched,
 * no uncaught exception, and nothing complained about the islands on the console: an island's own
 * `[islands] …`, or a message naming one of the bundle's files (WooCommerce reports unregistered
 * scripts that touch its blocks data by file name).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect } from 'vitest';
import { type DemoPage, useBrowser } from '../session';
import { retiredFetches } from './retired-scripts';
import { repoRoot } from './shop';

export interface ShopPage extends DemoPage {
	/** Every URL the page requested, in order. */
	fetched: string[];
	/** Uncaught exceptions (`pageerror`). */
	pageErrors: string[];
	/** Errors and warnings the islands logged, or that name a file of the bundle. */
	islandComplaints: string[];
}

/** The loader and the chunks of the build under test: `islands.js`, `<name>-<build>.js`. */
const { build } = JSON.parse(readFileSync(path.join(repoRoot, 'dist/manifest.json'), 'utf8')) as { build: string };
const BUNDLE_FILE = new RegExp(`\\bislands\\.js\\b|-${build}\\.js\\b`);

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
			const text = message.text();
			const aboutIslands = text.startsWith('[islands]') || BUNDLE_FILE.test(text);
			if ((message.type() === 'error' || message.type() === 'warning') && aboutIslands) shop.islandComplaints.push(text);
		});
		opened.push(shop);
		return shop;
	};
}
