/**
 * `npm run bench`: serves the demo in-process and drives Chromium to measure
 * what readers pay. Never part of `npm test`: timings vary, sizes do not.
 * Every figure is the median of RUNS fresh browser contexts.
 *
 *   per page           a first visit in a fresh context: requests, script files, what the browser
 *                      transferred for the bundle (resource timing transferSize: compressed body and
 *                      headers; encodedBodySize: compressed body) next to the gzip -9 budget measure
 *   cached reload      requests a reload makes once the cart is in storage
 *   1,000 buttons      mount time (DOM interactive → islands:idle); longest task and total script
 *                      time while mounting; the longest script run from /dist/ inside a long
 *                      animation frame (Long Animation Frames: only frames over 50 ms are reported);
 *                      the browser work after an add response (fragments replaced, states updated,
 *                      style and layout forced) and all main-thread work of one add
 *   click → feedback   a far button's click (it wakes the island, which replays it) to `loading`
 *                      (or `added`, when a fast shop answered before the island's first frame)
 *   shop load script   script time of /shop/ until every island is mounted
 *   module page-through a theme module paged to its end: requests, response → new page (bench/module-page-through.ts)
 *   wishlist add       click → the add block shows the product in the list, and its requests (bench/wishlist-add.ts)
 *   scroll             the JNews article scrolled by wheel: script per frame (p95, max), layouts and
 *                      style recalculations per frame, from a trace (bench/scroll-frames.ts)
 *   scale pages        1,000 buttons, 200 modules, 500 wishlist rows, a 1,000-comment thread, each
 *                      scrolled through until every island hydrated: mount time, our longest script
 *                      in a long animation frame, longest task, script time, JS heap after GC and
 *                      DOM nodes (bench/scale.ts); then again with the CPU 4× slower (DevTools'
 *                      throttling, as the issue of long tasks on phones is judged): our longest
 *                      script in a long animation frame and the longest task
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { createDemoServer } from '../demo/server/app';
import { readChunkSizes } from './chunk-sizes';
import { PAGES } from './page-sizes';
import { assertBrowser } from './e2e/browser-path';
import { launchChromium } from './e2e/session';
import { MODULE_ARTICLE, pageThroughModule } from './bench/module-page-through';
import { traceScroll } from './bench/scroll-frames';
import { addToWishlist } from './bench/wishlist-add';
import { measureScalePage } from './bench/scale';
import { SCALE_PAGES } from './e2e/scale-pages';
import { median } from './bench/wordpress/figures';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
/** The phone-class slowdown long tasks are judged under (DevTools' 4× CPU throttling). */
const CPU_SLOWDOWN = 4;
const SCROLL_PAGE = '/news/city-council-approves-night-trams/';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ms = (value: number) => `${value.toFixed(1)} ms`;

// Registered before any page script: long tasks, the bundle's scripts in long animation frames,
// and a promise for "every island mounted" that resolves with its time.
const OBSERVERS = `
	window.__bench = { longTasks: [], bundleScripts: [] };
	new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration); })
		.observe({ type: 'longtask', buffered: true });
	new PerformanceObserver((list) => {
		for (const frame of list.getEntries())
			for (const script of frame.scripts) if (script.sourceURL.includes('/dist/')) window.__bench.bundleScripts.push(script.duration);
	}).observe({ type: 'long-animation-frame', buffered: true });
	window.__islandsIdle = new Promise((resolve) => document.addEventListener('islands:idle', () => resolve(performance.now()), { once: true }));
`;

interface PageTransfer {
	requests: number;
	scripts: number;
	transferred: number;
	encoded: number;
}

async function metrics(page: Page) {
	const session = await page.context().newCDPSession(page);
	await session.send('Performance.enable');
	return async () => {
		const { metrics } = await session.send('Performance.getMetrics');
		return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value])) as Record<string, number>;
	};
}

async function main() {
	assertBrowser();
	const demo = createDemoServer({ distDir: path.join(root, 'dist') });
	await new Promise<void>((resolve) => demo.server.listen(0, '127.0.0.1', resolve));
	const base = `http://127.0.0.1:${(demo.server.address() as AddressInfo).port}`;
	const browser = await launchChromium();
	const sizes = readChunkSizes(root);
	const gzipByFile = new Map(sizes.map((size) => [`/dist/${size.file}`, size.gzip]));

	const transfers: Record<string, PageTransfer & { gzip: number }> = {};
	const samples: Record<string, number[]> = {};
	const sample = (name: string, value: number) => (samples[name] ??= []).push(value);

	for (let run = 0; run < RUNS; run++) {
		// Every page as a first visit: a fresh context, so nothing comes from the cache.
		for (const { path: url } of PAGES) {
			const fresh = await browser.newContext({ baseURL: base });
			await fresh.addInitScript(OBSERVERS);
			const visit = await fresh.newPage();
			await visit.goto(url);
			await visit.evaluate(() => Promise.race([(window as any).__islandsIdle, new Promise((r) => setTimeout(r, 2000))]));
			await visit.waitForLoadState('load');
			const transfer = await visit.evaluate((): PageTransfer & { files: string[] } => {
				const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
				const bundle = resources.filter((entry) => new URL(entry.name).pathname.startsWith('/dist/'));
				return {
					requests: resources.length + 1,
					scripts: bundle.length,
					transferred: bundle.reduce((sum, entry) => sum + entry.transferSize, 0),
					encoded: bundle.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
					files: bundle.map((entry) => new URL(entry.name).pathname),
				};
			});
			transfers[url] = { ...transfer, gzip: transfer.files.reduce((sum, file) => sum + (gzipByFile.get(file) ?? 0), 0) };
			await fresh.close();
		}

		const context = await browser.newContext({ baseURL: base });
		await context.addInitScript(OBSERVERS);
		const page = await context.newPage();

		// Cached reload: put something in the cart, then count what a reload asks for.
		await page.goto('/shop/');
		await page.evaluate(() => (window as any).__islandsIdle);
		await page.click('a.ajax_add_to_cart[data-product_id="11"]');
		await page.waitForSelector('.widget_shopping_cart_content li.mini_cart_item');
		let ajaxOnReload = 0;
		const countAjax = (request: { url(): string }) => {
			if (request.url().includes('wc-ajax=')) ajaxOnReload++;
		};
		page.on('request', countAjax);
		await page.reload();
		await page.evaluate(() => (window as any).__islandsIdle);
		await page.waitForTimeout(200);
		page.off('request', countAjax);
		sample('cart requests on a cached reload', ajaxOnReload);

		// A wishlist add from the shop (a fresh page: the cart add above does not touch the wishlist).
		const wishlistPage = await context.newPage();
		await wishlistPage.goto('/shop/');
		await wishlistPage.evaluate(() => (window as any).__islandsIdle);
		const wishlist = await addToWishlist(wishlistPage);
		sample('wishlist add from the shop: requests', wishlist.requests);
		sample('wishlist add from the shop: click → shown in the list (ms)', wishlist.clickToShown);
		await wishlistPage.close();

		// Shop page load: script time until every island is mounted.
		const shop = await context.newPage();
		const shopMetrics = await metrics(shop);
		await shop.goto('/shop/');
		await shop.evaluate(() => (window as any).__islandsIdle);
		sample('shop page: script time to mounted (ms)', (await shopMetrics()).ScriptDuration * 1000);
		await shop.close();

		// 1,000 buttons: mount cost.
		const many = await context.newPage();
		const manyMetrics = await metrics(many);
		await many.goto('/demo/many-buttons/?n=1000');
		const idleAt = await many.evaluate(() => (window as any).__islandsIdle as Promise<number>);
		const mounted = await manyMetrics();
		const domInteractive = await many.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive);
		sample('1,000 buttons: DOM interactive → every island mounted (ms)', idleAt - domInteractive);
		sample('1,000 buttons: script time to mounted (ms)', mounted.ScriptDuration * 1000);
		sample('1,000 buttons: longest task during mount (ms)', await many.evaluate(() => Math.max(0, ...(window as any).__bench.longTasks)));
		sample(
			'1,000 buttons: longest /dist/ script in a long animation frame (ms)',
			await many.evaluate(() => Math.max(0, ...(window as any).__bench.bundleScripts)),
		);

		// Click → feedback on a far button not yet woken: the click wakes its island and is replayed. The
		// feedback is `loading`, or `added` when the add ended before the island's first frame showed
		// its state (a fast shop). Timed from the reader's click, not the replay.
		const clickToFeedback = await many.evaluate(
			() =>
				new Promise<number>((resolve, reject) => {
					const button = document.querySelectorAll<HTMLElement>('a.ajax_add_to_cart')[500];
					new MutationObserver((_, observer) => {
						if (!button.classList.contains('loading') && !button.classList.contains('added')) return;
						observer.disconnect();
						resolve(performance.now() - clickedAt);
					}).observe(button, { attributes: true, attributeFilter: ['class'] });
					setTimeout(() => reject(new Error(`no feedback 10 s after the click; classes: ${button.className}`)), 10_000);
					const clickedAt = performance.now();
					button.click();
				}),
		);
		sample('click → loading or added class, far button (ms)', clickToFeedback);
		await many.waitForSelector('.widget_shopping_cart_content li.mini_cart_item');

		// One add on the 1,000-button page. "After the response": from the moment the parsed answer is
		// handed to listeners (added_to_cart on body, before the document-level cart listener) until the
		// fragments are replaced, the button updated and style and layout forced: what WooCommerce's
		// overlay animations make cost about 480 ms. "Main-thread work": every task from click to the
		// next settled frame, the request's own handling included.
		await many.waitForTimeout(300);
		const before = await manyMetrics();
		const afterResponse = await many.evaluate(
			() =>
				new Promise<number>((resolve) => {
					let start = 0;
					document.body.addEventListener('wc:added_to_cart', () => (start = performance.now()), { once: true });
					document.addEventListener(
						'wc:wc_fragments_loaded',
						() => {
							void document.body.offsetHeight;
							const elapsed = performance.now() - start;
							requestAnimationFrame(() => setTimeout(() => resolve(elapsed), 0));
						},
						{ once: true },
					);
					document.querySelectorAll<HTMLElement>('a.ajax_add_to_cart')[700].click();
				}),
		);
		const after = await manyMetrics();
		sample('1,000 buttons: browser work after the add response (ms)', afterResponse);
		sample('1,000 buttons: main-thread work of one add, click to frame (ms)', (after.TaskDuration - before.TaskDuration) * 1000);
		sample(
			'1,000 buttons: style + layout of one add (ms)',
			(after.RecalcStyleDuration - before.RecalcStyleDuration + after.LayoutDuration - before.LayoutDuration) * 1000,
		);
		await many.close();

		const reader = await context.newPage();
		await reader.goto(MODULE_ARTICLE);
		await reader.evaluate(() => (window as any).__islandsIdle);
		const through = await pageThroughModule(reader);
		sample('module page-through: requests', through.requests);
		sample('module page-through: pages', through.responseToContent.length);
		sample('module page-through: response → new page, median (ms)', median(through.responseToContent));
		sample('module page-through: response → new page, slowest (ms)', Math.max(...through.responseToContent));
		await reader.goto(SCROLL_PAGE);
		await reader.evaluate(() => (window as any).__islandsIdle);
		await reader.waitForTimeout(500);
		const scroll = await traceScroll(browser, reader);
		sample(`scroll ${SCROLL_PAGE}: frames traced`, scroll.frames);
		sample(`scroll ${SCROLL_PAGE}: script per frame, p95 (ms)`, scroll.p95Script);
		sample(`scroll ${SCROLL_PAGE}: script per frame, max (ms)`, scroll.maxScript);
		sample(`scroll ${SCROLL_PAGE}: layouts per frame`, scroll.layoutsPerFrame);
		sample(`scroll ${SCROLL_PAGE}: style recalculations per frame`, scroll.styleRecalcsPerFrame);
		await reader.close();
		await context.close();

		for (const scale of Object.values(SCALE_PAGES)) {
			const figures = await measureScalePage(browser, base, OBSERVERS, scale);
			sample(`${scale.name}: DOM interactive → islands:idle (ms)`, figures.mountMs);
			sample(`${scale.name}: longest /dist/ script in a long animation frame (ms)`, figures.longestOurScriptMs);
			sample(`${scale.name}: longest task (ms)`, figures.longestTaskMs);
			sample(`${scale.name}: script time, load to every island hydrated (ms)`, figures.scriptMs);
			sample(`${scale.name}: JS heap after GC (MB)`, figures.heapMb);
			sample(`${scale.name}: DOM nodes`, figures.nodes);
		}
		for (const scale of Object.values(SCALE_PAGES)) {
			const throttled = await measureScalePage(browser, base, OBSERVERS, scale, CPU_SLOWDOWN);
			sample(`${scale.name}, ${CPU_SLOWDOWN}× slower CPU: longest /dist/ script in a long animation frame (ms)`, throttled.longestOurScriptMs);
			sample(`${scale.name}, ${CPU_SLOWDOWN}× slower CPU: longest task (ms)`, throttled.longestTaskMs);
		}
	}

	await browser.close();
	await demo.close();

	console.log(`Bench: median of ${RUNS} runs, Chromium headless, ${new Date().toISOString().slice(0, 10)}\n`);
	console.log('Chunks (gzip -9 bytes):');
	for (const size of sizes) console.log(`  ${size.file.padEnd(48)} ${String(size.gzip).padStart(6)}  ${size.name ?? size.role}`);
	console.log('\nFirst visit per page (last run): requests, bundle files, bytes the browser transferred for them');
	console.log('(transferSize: body and headers; encodedBodySize: body as sent), and the gzip -9 sum the budgets use:');
	console.log(`  ${'page'.padEnd(48)} requests  files  transferred  encoded  gzip -9`);
	for (const [url, t] of Object.entries(transfers))
		console.log(
			`  ${url.padEnd(48)} ${String(t.requests).padStart(8)}  ${String(t.scripts).padStart(5)}  ${String(t.transferred).padStart(11)}  ${String(t.encoded).padStart(7)}  ${String(t.gzip).padStart(7)}`,
		);
	console.log('\nTimings and counts:');
	for (const [name, values] of Object.entries(samples)) {
		const value = median(values);
		console.log(`  ${name.padEnd(72)} ${name.includes('(ms)') ? ms(value) : Number(value.toFixed(2))}`);
	}
}

await main();
