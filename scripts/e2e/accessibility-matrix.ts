/**
 * axe-core over every demo page (the QA start page's list, plus the QA page
 * itself and the wishlist page) at one width (demo/accessibility-matrix-*.e2e.ts
 * run 390 px and 1280 px, one file each, so the two browser workers share them),
 * in the light theme and, where the page has the dark-mode island, the dark one;
 * in each, as loaded (every `visible` island woken by a scroll through the page)
 * and with each popup the page offers open: mini-cart, account popups, live
 * search, mobile menu, lightbox, dialog (the wishlist's add-to-list dialog has
 * its own axe check in widgets/wishlist/button/add-to-list.e2e.ts).
 * One browser page per page, in one visitor; the dark theme comes from the
 * page's own switch, as a reader turns it on, and popups open and close in place.
 *
 * The only violations allowed are in printed markup no island can mend,
 * listed with why in scripts/e2e/axe.ts.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { allowedViolations } from './axe';
import { withDeadline } from './deadline';
import { scrollThrough } from './scale-pages';
import { type DemoPage, useBrowser } from './session';

/** On a CI runner shared with other browsers a page can take many times its usual second. */
const SLOW = 60_000;
/** One axe pass, or closing a popup: seconds on a quiet machine. */
const STEP = 30_000;

/** Pages the QA page does not list, and the scale pages at a size axe reads in a second (the same markup, repeated). */
const EXTRA_PAGES = ['/demo/', '/wishlist/', '/demo/scale/wishlist/?n=3', '/news/'];
const SMALLER: Record<string, string> = {
	'/demo/many-buttons/?n=1000': '/demo/many-buttons/?n=12',
	'/demo/scale/modules/?n=200': '/demo/scale/modules/?n=4',
	'/demo/scale/wishlist/?n=500': '/demo/scale/wishlist/?n=3',
};

interface Popup {
	name: string;
	/** What opens it; the popup is checked only where this is visible. */
	opener: string;
	open(page: Page): Promise<void>;
	/** Visible once open. */
	shown: string;
}

const POPUPS: Popup[] = [
	{ name: 'mini-cart', opener: 'a.cart-contents', open: (page) => page.hover('a.cart-contents'), shown: '.site-header-cart .widget_shopping_cart' },
	{ name: 'login popup', opener: '.jeg_accountlink a[href="#jeg_loginform"]', open: (page) => page.click('.jeg_accountlink a[href="#jeg_loginform"]'), shown: 'dialog.jeg_popup_dialog[open]' },
	{ name: 'sign-up popup', opener: '.jeg_accountlink a[href="#jeg_registerform"]', open: (page) => page.click('.jeg_accountlink a[href="#jeg_registerform"]'), shown: 'dialog.jeg_popup_dialog[open]' },
	{
		name: 'live search',
		opener: '.jeg_search_toggle',
		open: async (page) => {
			// Escape closes the results, not every search form: the same visit's second pass finds some still open.
			if (!(await page.locator('.jeg_search_input:visible').count())) await page.locator('.jeg_search_toggle').first().click();
			await page.locator('.jeg_search_input:visible').first().pressSequentially('harbour', { delay: 10 });
		},
		shown: '.jeg_search_result.with_result:not(.jeg_search_hide) [role=option]',
	},
	{ name: 'mobile menu', opener: '.jeg_mobile_toggle', open: (page) => page.locator('.jeg_mobile_toggle:visible').first().click(), shown: 'body.jeg_show_menu #jeg_off_canvas' },
	{ name: 'lightbox', opener: 'a[rel^="prettyPhoto"], .jeg_gallery a, .wp-block-gallery a', open: (page) => page.locator('a[rel^="prettyPhoto"], .jeg_gallery a, .wp-block-gallery a').first().click(), shown: 'dialog[open]' },
	{ name: 'dialog', opener: '[data-dialog-open]', open: (page) => page.locator('[data-dialog-open]').first().click(), shown: 'dialog[open]' },
];

/** Opens the page and waits until its islands, `visible` ones too, are mounted. */
async function load(demo: DemoPage, path: string) {
	await demo.page.goto(path, { timeout: SLOW, waitUntil: 'domcontentloaded' });
	await demo.settle();
	await withDeadline(demo.page, 'scrolling through the page', scrollThrough(demo.page), STEP, demo.errors);
	await withDeadline(demo.page, 'scrolling back', demo.page.evaluate(() => scrollTo(0, 0)), STEP, demo.errors);
	// Islands woken by the scroll fetch their chunks (and some their content): let that settle, a few seconds at most.
	await demo.page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

async function close(page: Page, popup: Popup) {
	await page.keyboard.press('Escape');
	await page.mouse.move(0, 0);
	if (popup.name === 'live search') await page.locator('.jeg_search_input:visible').first().fill('');
}

/** Every demo page, as the QA start page links them (read once, before the tests are declared). */
async function demoPages(): Promise<string[]> {
	const qa = await (await fetch(new URL('/demo/', inject('baseUrl')))).text();
	const section = qa.slice(qa.indexOf('<h2 id="pages">'), qa.indexOf('<h2 id="widgets">'));
	const listed = [...section.matchAll(/<a href="([^"]+)">/g)].map((match) => match[1].replace(/&amp;/g, '&'));
	// Under ?csp=strict axe cannot be injected (an inline script); those pages are the same pages as without the policy.
	// WordPress's login screen prints no loader and no island, and no landmark (landmark-one-main, region): nothing of ours to check.
	return [...new Set([...listed.map((path) => SMALLER[path] ?? path), ...EXTRA_PAGES])].filter((path) => !path.includes('csp=') && path !== '/wp-login.php');
}

export async function axeMatrix(width: number): Promise<void> {
	const openPage = useBrowser();
	const pages = await demoPages();
	describe(`axe at ${width} px`, () => declareMatrix(openPage, pages, width));
}

function declareMatrix(openPage: ReturnType<typeof useBrowser>, pages: string[], width: number) {
	// One visitor, with the Mug in the cart: the mini-cart, the cart table and the checkout show a line.
	let context: BrowserContext;
	beforeAll(async () => {
		const first = await openPage();
		context = first.context;
		await load(first, '/shop/');
		await first.page.click('a.ajax_add_to_cart[data-product_id="11"]');
		await first.page.waitForSelector('.widget_shopping_cart_content li.mini_cart_item');
		await first.page.close();
	}, SLOW);

	const open = async () => {
		const demo = await openPage({ context });
		await demo.page.setViewportSize({ width, height: 900 });
		return demo;
	};

	// No retry: the visits that never ended (one run in ten beside a CPU-bound process, a different page each time) came
	// with every other test file's pages left open and painting beside them (session.ts now closes them); the deadlines
	// name the step if one hangs again.
	it.each(pages)('%s, light and dark, with each popup open', { timeout: 3 * SLOW }, async (path) => {
		const found: Record<string, string[]> = {};
		const record = async (demo: DemoPage, where: string) => {
			const violations = await withDeadline(demo.page, `axe (${where})`, allowedViolations(demo.page), STEP, demo.errors);
			if (violations.length) found[where] = violations;
		};
		const demo = await open();
		await load(demo, path);
		const dark = (await demo.page.locator('input.jeg_dark_mode_toggle').count()) > 0;
		try {
			for (const theme of dark ? ['light', 'dark'] : ['light']) {
				if (theme === 'dark') {
					// The switch the page prints (desktop, sticky and mobile bars each have one): any of them turns the theme for the page.
					const toggle = demo.page.evaluate(() => document.querySelector<HTMLInputElement>('input.jeg_dark_mode_toggle')?.click());
					await withDeadline(demo.page, 'turning the dark theme on', toggle, STEP, demo.errors);
					await expect.poll(() => demo.page.evaluate(() => document.body.classList.contains('jnews-dark-mode'))).toBe(true);
				}
				await record(demo, theme);
				for (const popup of POPUPS) {
					if (!(await demo.page.locator(popup.opener).first().isVisible())) continue;
					await withDeadline(demo.page, `opening the ${popup.name}`, popup.open(demo.page), SLOW, demo.errors);
					await expect.poll(() => demo.page.locator(popup.shown).first().isVisible(), { timeout: 10_000 }).toBe(true);
					await record(demo, `${theme}, ${popup.name} open`);
					await withDeadline(demo.page, `closing the ${popup.name}`, close(demo.page, popup), STEP, demo.errors);
				}
			}
		} finally {
			await context.clearCookies({ name: 'darkmode' });
			await demo.page.close();
		}
		expect(found).toEqual({});
	});
}
