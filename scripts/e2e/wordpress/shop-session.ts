/**
 * Pages on the real shop: the demo tests' session (fresh context per page, recorded ajax calls)
 * in one of two modes, and what every journey must prove on the way.
 *
 * - `islands` is the shop with the plugin; `original` carries the test helper's cookie that turns
 *   every widget off, so the page is the shop's own, with the original scripts. A journey's
 *   settings (`shop-settings.ts`) and the neighbour plugin's scripts ride on cookies too.
 * - Every page records what a user or another script would see: the events the original scripts
 *   trigger (the helper's recorder), what the neighbour scripts saw, and the texts written to live
 *   regions. `goto` and `settle` wait until the page is quiet: the islands idle (in `islands`
 *   mode) and no request in flight, so both modes are compared at rest.
 * - After each test, over every page it opened: no original file of a retired handle was fetched
 *   (islands mode; the cart and checkout keep them, retired-scripts.ts), no uncaught exception, and nothing complained about the islands on the console
 *   (an island's own `[islands] …`, or a message naming one of the bundle's files).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { type DemoPage, useBrowser } from '../session';
import { classicPages } from './catalog';
import { keepsOriginals, retiredFetches } from './retired-scripts';
import { repoRoot } from './shop';
import { DEFAULTS, type ShopSettings, settingsCookie } from './shop-settings';

export type Mode = 'original' | 'islands';

/** An event the helper's recorder saw: its name, where it was triggered, and its arguments as they were. */
export interface RecordedEvent {
	via: 'jquery' | 'native';
	name: string;
	target: string;
	args: unknown[];
	path: string;
}

/** One record of a neighbour plugin's script (`wordpress/tests/neighbour-plugin/`). */
export interface NeighbourRecord {
	script: 'analytics' | 'dependent';
	entry: Record<string, unknown>;
	path: string;
}

export interface ShopPage extends DemoPage {
	mode: Mode;
	settings: ShopSettings;
	/** Every URL the page requested, in order. */
	fetched: string[];
	/** Uncaught exceptions (`pageerror`). */
	pageErrors: string[];
	/** Errors and warnings the islands logged, or that name a file of the bundle. */
	islandComplaints: string[];
	/** The events the original scripts trigger, as the helper's recorder saw them, over every page of this context. */
	events: RecordedEvent[];
	/** The neighbour plugin's scripts are on the page. */
	withNeighbours: boolean;
	/** What the neighbour plugin's scripts recorded (with `neighbours`), in order, with the page each was on. */
	neighbours: NeighbourRecord[];
	/** Texts written to live regions (aria-live, alert, status, log), in order. */
	announced: string[];
	/** What `alert()`, `confirm()` and `prompt()` said (each is answered OK). */
	alerts: string[];
}

export interface ShopPageOptions {
	mode?: Mode;
	settings?: ShopSettings;
	/** The neighbour plugin's analytics and dependent scripts on every page. */
	neighbours?: boolean;
}

/** The loader and the chunks of the build under test: `islands.js`, `<name>-<build>.js`. */
const { build } = JSON.parse(readFileSync(path.join(repoRoot, 'dist/manifest.json'), 'utf8')) as { build: string };
const BUNDLE_FILE = new RegExp(`\\bislands\\.js\\b|-${build}\\.js\\b`);

/** Reports every non-empty text a live region is given, once per change; registered before any page script. */
const ANNOUNCE_PROBE = `(() => {
	const LIVE = '[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"], [role="log"]';
	const said = new WeakMap();
	const report = (region) => {
		const text = (region.textContent || '').replace(/\\s+/g, ' ').trim();
		if (!text || said.get(region) === text) return;
		said.set(region, text);
		if (typeof window.__shopIslandsAnnounce === 'function') window.__shopIslandsAnnounce(text);
	};
	// While the parser builds the page, a region can be seen half parsed (its text, not yet its link): what the page
	// opens with is reported whole once it is parsed.
	document.addEventListener('DOMContentLoaded', () => document.querySelectorAll(LIVE).forEach(report));
	const observer = new MutationObserver((records) => {
		if (document.readyState === 'loading') return;
		for (const record of records) {
			const node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
			const region = node && node.closest && node.closest(LIVE);
			if (region) report(region);
			for (const added of record.addedNodes) {
				if (added.nodeType !== 1) continue;
				if (added.matches(LIVE)) report(added);
				added.querySelectorAll(LIVE).forEach(report);
			}
		}
	});
	observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/**
 * How long a page may take to load, and so an action that brings one: a post's redirect, then a
 * page with all its scripts (the block cart's), took over ten seconds on a loaded CI machine.
 */
const PAGE_LOAD_TIMEOUT = 30_000;

/** Waits until the page is at rest: its islands mounted (islands mode, on the shop's pages), then no request for 300 ms. */
async function quiet(page: Page, mode: Mode): Promise<void> {
	// Off the shop (an external product's partner), and on the pages that keep the original scripts, there are no islands to wait for.
	if (mode === 'islands' && new URL(page.url()).origin === new URL(inject('baseUrl')).origin && !keepsOriginals(page.url())) {
		const idle = await page.evaluate(
			() =>
				Promise.race([
					(window as unknown as { __islandsIdle: Promise<void> }).__islandsIdle.then(() => true),
					new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
				]),
			undefined,
		);
		if (!idle) throw new Error(`islands on ${page.url()} did not settle within 10 s`);
	}
	// A page that keeps polling (the block checkout's) never goes quiet: five seconds of trying is enough.
	await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Call at the top of a journey file: returns a factory for pages on a fresh context. */
export function useShop() {
	const openPage = useBrowser();
	let opened: ShopPage[] = [];

	afterEach(() => {
		const pages = opened;
		opened = [];
		for (const shop of pages) {
			// The neighbour's script that names the wishlist's handle inherits its libraries (selectBox, prettyPhoto), as it would without the plugin.
			if (shop.mode === 'islands') expect(retiredFetches(shop.fetched, { librariesNeeded: shop.withNeighbours }), 'original scripts of retired handles').toEqual([]);
			expect(shop.pageErrors, `uncaught exceptions (${shop.mode})`).toEqual([]);
			expect(shop.islandComplaints, 'islands console errors and warnings').toEqual([]);
		}
	});

	return async function openShopPage(options: ShopPageOptions = {}): Promise<ShopPage> {
		const mode = options.mode ?? 'islands';
		const settings = options.settings ?? DEFAULTS;
		const demo = await openPage({ reducedMotion: 'reduce' });
		const { page, context } = demo;
		const baseUrl = inject('baseUrl');
		const cookies = [
			{ name: 'shop_islands_record', value: '1' },
			{ name: 'shop_islands_settings', value: settingsCookie(settings, settings.classicCart ? classicPages() : null) },
		];
		if (mode === 'original') cookies.push({ name: 'shop_islands_original', value: '1' });
		if (options.neighbours) cookies.push({ name: 'shop_islands_neighbours', value: '1' });
		await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl })));
		if (settings.width) await page.setViewportSize({ width: settings.width, height: 844 });

		const shop: ShopPage = Object.assign(demo, {
			mode,
			settings,
			fetched: [] as string[],
			pageErrors: [] as string[],
			islandComplaints: [] as string[],
			withNeighbours: Boolean(options.neighbours),
			events: [] as RecordedEvent[],
			neighbours: [] as ShopPage['neighbours'],
			announced: [] as string[],
			alerts: [] as string[],
		});
		await context.exposeBinding('__shopIslandsRecord', (_source, event: RecordedEvent) => void shop.events.push(event));
		await context.exposeBinding('__shopIslandsNeighbour', ({ frame }, script: NeighbourRecord['script'], entry: Record<string, unknown>) => {
			const { pathname, search } = new URL(frame.url());
			shop.neighbours.push({ script, entry, path: pathname + search });
		});
		await context.exposeBinding('__shopIslandsAnnounce', (_source, text: string) => void shop.announced.push(text));
		await context.addInitScript(ANNOUNCE_PROBE);

		const settle = () => quiet(page, mode);
		shop.goto = async (target, gotoOptions) => {
			await page.goto(target, gotoOptions);
			await settle();
		};
		shop.reload = async () => {
			await page.reload();
			await settle();
		};
		shop.settle = settle;
		shop.logIn = async (user, redirectTo) => {
			await page.goto(`/wp-login.php?redirect_to=${encodeURIComponent(redirectTo)}`);
			await page.fill('#user_login', user);
			await page.fill('#user_pass', user);
			await Promise.all([page.waitForURL(new URL(redirectTo, baseUrl).href), page.click('#wp-submit')]);
			await settle();
		};

		// A missing element fails the action well before the test's timeout; a click that posts a form waits for the
		// page it brings (Playwright's "scheduled navigations") within the action's timeout, so actions get a page's.
		page.setDefaultTimeout(PAGE_LOAD_TIMEOUT);
		// The pages that keep the original scripts fetch them by design: only the others' requests are checked.
		page.on('request', (request) => {
			if (!keepsOriginals(request.frame().url() || page.url())) shop.fetched.push(request.url());
		});
		page.on('pageerror', (error) => shop.pageErrors.push(`${error.message} at ${page.url()}`));
		page.on('dialog', (dialog) => {
			shop.alerts.push(dialog.message());
			void dialog.accept();
		});
		page.on('console', (message) => {
			const text = message.text();
			const aboutIslands = text.startsWith('[islands]') || BUNDLE_FILE.test(text);
			if ((message.type() === 'error' || message.type() === 'warning') && aboutIslands) shop.islandComplaints.push(text);
		});
		opened.push(shop);
		return shop;
	};
}
