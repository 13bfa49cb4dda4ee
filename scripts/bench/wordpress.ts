/**
 * `npm run bench:wordpress`: the bundle against the scripts it replaces, on the real shop
 * (../shared/wordpress), in one Chromium. Never part of `npm test`: timings vary.
 *
 * Starts the bench's own shop (`ISLANDS_SHOP=bench`: .wordpress-bench on 8892, or WP_DIR, WP_PORT
 * and WP_DB_PORT) with the plugin and wordpress/bench-helper linked, as the real-WordPress tier
 * starts its own; stops it at the end. Every page and interaction is measured BENCH_RUNS times
 * (5) per side, each time in a fresh context, alternating the plugin off (the helper's cookie:
 * the original scripts) and on (ours). Figures are medians (bench/wordpress/page-load.ts,
 * interaction.ts say how each is measured). Lighthouse runs LIGHTHOUSE_RUNS times (3) per side on the
 * pages whose every replaced script is ours (bench/wordpress/lighthouse.ts). BENCH_ONLY keeps the groups
 * whose names contain it (`BENCH_ONLY=lighthouse`: Lighthouse alone). Prints the ratio tables and writes them to
 * dist/bench/wordpress.md, with a self-contained HTML report in dist/bench/index.html.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { assertBrowser } from '../e2e/browser-path';
import { launchChromium } from '../e2e/session';
import { product } from '../e2e/wordpress/catalog';
import { kitScript } from '../e2e/wordpress/global-setup';
import { openAdminOnce } from '../e2e/wordpress/first-admin-visit';
import { type CartMode, prepareShop, setCartMode } from '../e2e/wordpress/server';
import { repoRoot, shopEnv, shopUrl } from '../e2e/wordpress/shop';
import { type Sample, type Side, summarize } from './wordpress/figures';
import { type InteractionSpec, measureInteraction } from './wordpress/interaction';
import { measureLighthouse } from './wordpress/lighthouse';
import { measureLoad } from './wordpress/page-load';
import { renderHtml, renderMarkdown } from './wordpress/render';
import { ensureManyProducts, MANY_PRODUCTS_PATH, seedCart, seedWishlist } from './wordpress/shop-data';
import { openContext } from './wordpress/visit';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
/** Lighthouse's runs per side and page: each is a fresh Chromium and a throttled load, so fewer. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
/** `BENCH_ONLY=wishlist`: only the pages and interactions whose group names contain it (and `lighthouse`: Lighthouse's only). */
const ONLY = process.env.BENCH_ONLY ?? '';
const chosen = (group: string, kind: 'page' | 'Lighthouse' | 'interaction') => !ONLY || group.includes(ONLY) || (ONLY === 'lighthouse' && kind === 'Lighthouse');

interface PageSpec {
	group: string;
	path: string;
	cartMode: CartMode;
	prepare?: (context: BrowserContext) => Promise<void>;
	/** Also measured by Lighthouse: the pages the islands replace every script of. */
	lighthouse?: boolean;
}

// Product ids are read once the shop is up (a fresh bench shop writes them at its first start).
const withMug = (context: BrowserContext) => seedCart(context, [product.mug.id()]);

// Grouped by cart mode: the shop switches once per mode.
const PAGES: PageSpec[] = [
	{ group: '/shop/', path: '/shop/', cartMode: 'blocks', lighthouse: true },
	{ group: 'simple product', path: product.mug.path, cartMode: 'blocks', lighthouse: true },
	{ group: 'variable product', path: product.hoodie.path, cartMode: 'blocks', lighthouse: true },
	{ group: '/wishlist/ (2 items)', path: '/wishlist/', cartMode: 'blocks', prepare: (context) => seedWishlist(context, [product.mug.id(), product.poster.id()]), lighthouse: true },
	{ group: '/cart/ (blocks)', path: '/cart/', cartMode: 'blocks', prepare: withMug },
	{ group: '/cart/ (classic)', path: '/cart/', cartMode: 'classic', prepare: withMug },
	{ group: '/checkout/ (classic)', path: '/checkout/', cartMode: 'classic', prepare: withMug },
];

const loopAdd = (id: number) => `li.product a.ajax_add_to_cart[data-product_id="${id}"]`;
const farAdd = 'ul.products li.product:nth-child(150) a.ajax_add_to_cart';

function interactions(): InteractionSpec[] {
	const [mug, poster] = [product.mug.id(), product.poster.id()];
	const wishlistBlock = `.yith-wcwl-add-to-wishlist.add-to-wishlist-${mug}`;
	const miniCartRemove = `#site-header-cart .widget_shopping_cart a.remove_from_cart_button[data-product_id="${mug}"]`;
	return [
		{
			group: 'add to cart from /shop/',
			path: '/shop/',
			target: loopAdd(mug),
			marks: { loading: `${loopAdd(mug)}.loading`, added: `${loopAdd(mug)}.added` },
			response: 'wc-ajax=add_to_cart',
		},
		{
			group: 'add to wishlist from /shop/',
			path: '/shop/',
			target: `${wishlistBlock} a.add_to_wishlist`,
			// Ours marks the button aria-busy; the original blocks it with blockUI's overlay.
			marks: {
				busy: [`${wishlistBlock}[aria-busy="true"]`, `${wishlistBlock} [aria-busy="true"]`, `${wishlistBlock} .blockUI`].join(', '),
				shown: `${wishlistBlock}.exists, ${wishlistBlock} .yith-wcwl-wishlistaddedbrowse`,
			},
		},
		{
			group: 'mini-cart remove',
			path: product.notebook.path,
			prepare: (context) => seedCart(context, [mug, poster]),
			before: async (page) => {
				await page.hover('#site-header-cart a.cart-contents');
				await page.waitForSelector(miniCartRemove, { state: 'visible' });
			},
			target: miniCartRemove,
			marks: { removed: `!${miniCartRemove}` },
			response: 'wc-ajax=remove_from_cart',
		},
		{
			group: 'choose a variation',
			path: product.hoodie.path,
			target: 'form.variations_form select[name="attribute_size"]',
			value: 'S',
			marks: { 'price shown': 'form.variations_form .single_variation .woocommerce-variation-price .amount' },
		},
		{
			group: 'add to cart, 200-product page',
			path: MANY_PRODUCTS_PATH,
			target: farAdd,
			marks: { loading: `${farAdd}.loading`, added: `${farAdd}.added` },
			response: 'wc-ajax=add_to_cart',
		},
	];
}

/** The Cookie header of a visitor of the context's side with the page's staged cart or wishlist. */
async function visitorCookies(context: BrowserContext, spec: PageSpec): Promise<string> {
	await spec.prepare?.(context);
	return (await context.cookies(shopUrl)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Both sides `runs` times, alternating which goes first; each measure in a context of its own. */
async function bothSides(browser: Browser, measure: (context: BrowserContext, side: Side) => Promise<Sample[]>, runs = RUNS): Promise<Sample[]> {
	const samples: Sample[] = [];
	for (let run = 0; run < runs; run++)
		for (const side of run % 2 ? (['ours', 'original'] as const) : (['original', 'ours'] as const)) {
			const context = await openContext(browser, shopUrl, side);
			try {
				samples.push(...(await measure(context, side)));
			} finally {
				await context.close();
			}
		}
	return samples;
}

function machine(browser: Browser): string {
	const cpus = os.cpus();
	return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}, Chromium ${browser.version()} headless`;
}

async function main() {
	assertBrowser();
	if (!existsSync(path.join(repoRoot, 'dist/manifest.json'))) throw new Error('dist/ is not built: run `npm run build` first.');
	const url = kitScript('start.sh').trim().split('\n').pop();
	if (url !== shopUrl) throw new Error(`start.sh answered ${url}, expected ${shopUrl}`);
	console.log(`[bench] shop up at ${shopUrl} (${shopEnv.WP_DIR}); ${RUNS} runs per side`);
	const browser = await launchChromium();
	try {
		prepareShop();
		await openAdminOnce(shopUrl);
		const made = ensureManyProducts();
		if (made) console.log(`[bench] made ${made} products for ${MANY_PRODUCTS_PATH}`);
		const samples: Sample[] = [];
		let mode: CartMode = 'blocks';
		for (const spec of PAGES.filter((page) => chosen(page.group, 'page'))) {
			if (spec.cartMode !== mode) setCartMode((mode = spec.cartMode));
			console.log(`[bench] ${spec.group}`);
			samples.push(
				...(await bothSides(browser, async (context, side) => {
					await spec.prepare?.(context);
					return measureLoad(context, spec.group, spec.path, side);
				})),
			);
		}
		setCartMode('blocks');
		for (const spec of PAGES.filter((page) => page.lighthouse && chosen(page.group, 'Lighthouse'))) {
			console.log(`[bench] Lighthouse: ${spec.group}`);
			samples.push(...(await bothSides(browser, async (context, side) => measureLighthouse(spec.group, new URL(spec.path, shopUrl).href, await visitorCookies(context, spec), side), LIGHTHOUSE_RUNS)));
		}
		const measuredInteractions = interactions().filter((spec) => chosen(spec.group, 'interaction'));
		for (const spec of measuredInteractions) {
			console.log(`[bench] ${spec.group}`);
			samples.push(...(await bothSides(browser, (context, side) => measureInteraction(browser, context, spec, side))));
		}

		const report = {
			date: new Date().toISOString().slice(0, 10),
			machine: machine(browser),
			runs: RUNS,
			lighthouseRuns: LIGHTHOUSE_RUNS,
			figures: summarize(samples),
			interactions: measuredInteractions.map((spec) => spec.group),
		};
		const markdown = renderMarkdown(report);
		const out = path.join(repoRoot, 'dist/bench');
		mkdirSync(out, { recursive: true });
		writeFileSync(path.join(out, 'wordpress.md'), markdown);
		writeFileSync(path.join(out, 'index.html'), renderHtml(report, markdown));
		console.log(`\n${markdown}\nWritten: dist/bench/wordpress.md, dist/bench/index.html`);
	} finally {
		await browser.close();
		try {
			prepareShop();
		} finally {
			kitScript('stop.sh');
		}
	}
}

await main();
