/**
 * One browser per test file and a fresh context (so a fresh shop session) per
 * test, closed when the test ends. Pages record what a user or the server would
 * see: console errors, uncaught exceptions and every AJAX request with its form body.
 */
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { chromePath } from './browser-path';

export interface AjaxCall {
	url: string;
	endpoint: string;
	body: URLSearchParams;
	headers: Record<string, string>;
}

export interface DemoPage {
	page: Page;
	context: BrowserContext;
	/** Requests to ?wc-ajax=, admin-ajax.php, wp-json and the theme's ?ajax-request=jnews (`jnews:<action>`), in the order the browser sent them. */
	ajax: AjaxCall[];
	/** Console errors and uncaught exceptions. */
	errors: string[];
	/** Chunk files the page fetched from dist/chunks. */
	chunks: string[];
	url(path: string): string;
	/** Navigates and waits until every island on the page is mounted (`islands:idle`). */
	goto(path: string, options?: { referer?: string }): Promise<void>;
	/** Waits for the islands of a page the browser reached by itself (a redirect, a form post). */
	settle(): Promise<void>;
	/** Logs a user in (password = name: the demo's admin and reader, the real shop's admin and customer) through wp-login.php and waits on `redirectTo`. */
	logIn(user: string, redirectTo: string): Promise<void>;
	/** Reloads and waits for the islands again. */
	reload(): Promise<void>;
}

// Registered before any page script, so the loader's first `islands:idle` is never missed. Idle, or the loader itself
// failed (the origin of the plugin's files refused it): either way nothing more will mount.
const IDLE_PROBE = `window.__islandsIdle = new Promise((resolve) => {
	document.addEventListener('islands:idle', resolve, { once: true });
	document.addEventListener('islands:error', (event) => event.detail && event.detail.widget === 'loader' && resolve());
});`;
const untilIdle = async (page: Page) => {
	const settled = await page.evaluate(() =>
		Promise.race([
			(window as unknown as { __islandsIdle: Promise<void> }).__islandsIdle.then(() => true),
			new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
		]),
	);
	if (!settled) throw new Error(`islands on ${page.url()} did not settle within 10 s`);
};

const ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

export const launchChromium = () => chromium.launch({ executablePath: chromePath(), args: ARGS });

function endpointOf(request: Request): string | null {
	const url = new URL(request.url());
	if (url.searchParams.has('wc-ajax')) return url.searchParams.get('wc-ajax');
	if (url.searchParams.get('ajax-request') === 'jnews') return `jnews:${new URLSearchParams(request.postData() ?? url.search).get('action')}`;
	if (url.pathname.endsWith('/admin-ajax.php')) return `admin-ajax:${new URLSearchParams(request.postData() ?? url.search).get('action')}`;
	if (url.pathname.startsWith('/wp-json') || url.searchParams.has('rest_route')) return `rest:${url.pathname}`;
	return null;
}

/** Call inside a describe/file: returns a factory for pages on a fresh context. */
export function useBrowser() {
	let browser: Browser;
	beforeAll(async () => {
		browser = await launchChromium();
	});
	afterAll(async () => {
		await browser?.close();
	});
	// What a test opened is closed when it ends. Left open, the pages of every earlier test in the file kept their
	// tickers, sliders and frames running beside the next one: on a busy machine a page then painted no frame for 30 s.
	// What a `beforeAll` opens (a page its describe's tests share) is its own to close.
	let opened: Array<BrowserContext | Page> | null = null;
	beforeEach(() => {
		opened = [];
	});
	afterEach(async () => {
		const closing = opened ?? [];
		opened = null;
		await Promise.all(closing.map((target) => target.close()));
	});

	return async function openPage(options: { context?: BrowserContext; reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<DemoPage> {
		const baseUrl = inject('baseUrl');
		let context = options.context;
		if (!context) {
			context = await browser.newContext({ baseURL: baseUrl, reducedMotion: options.reducedMotion ?? 'reduce' });
			await context.addInitScript(IDLE_PROBE);
		}
		const page = await context.newPage();
		opened?.push(options.context ? page : context);
		const demo: DemoPage = {
			page,
			context,
			ajax: [],
			errors: [],
			chunks: [],
			url: (path) => new URL(path, baseUrl).href,
			async goto(path, options) {
				await page.goto(path, options);
				await untilIdle(page);
			},
			settle: () => untilIdle(page),
			async logIn(user, redirectTo) {
				await page.goto(`/wp-login.php?redirect_to=${encodeURIComponent(redirectTo)}`);
				await page.fill('#user_login', user);
				await page.fill('#user_pass', user);
				await Promise.all([page.waitForURL(new URL(redirectTo, baseUrl).href), page.click('#wp-submit')]);
				await untilIdle(page);
			},
			async reload() {
				await page.reload();
				await untilIdle(page);
			},
		};
		page.on('request', (request) => {
			const endpoint = endpointOf(request);
			if (endpoint)
				demo.ajax.push({ url: request.url(), endpoint, body: new URLSearchParams(request.postData() ?? ''), headers: request.headers() });
			const path = new URL(request.url()).pathname;
			if (path.startsWith('/dist/chunks/')) demo.chunks.push(path.replace('/dist/chunks/', ''));
		});
		page.on('console', (message) => {
			if (message.type() === 'error') demo.errors.push(message.text());
		});
		page.on('pageerror', (error) => demo.errors.push(String(error)));
		return demo;
	};
}

/** Sets the demo backend's fault mode for this context (contract of demo/README.md). */
export async function setFault(context: BrowserContext, fault: string | null, extra: Record<string, string> = {}) {
	const url = inject('baseUrl');
	const cookies = [{ name: 'demo_fault', value: fault ?? '' }, ...Object.entries(extra).map(([name, value]) => ({ name, value }))];
	if (fault === null) {
		await context.clearCookies({ name: 'demo_fault' });
		return;
	}
	await context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
}
