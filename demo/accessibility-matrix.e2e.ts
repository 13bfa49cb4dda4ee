/**
 * axe-core over every demo page (the QA start page's list, plus the QA page
 * itself and the wishlist page), at 390 px and 1280 px, in the light theme
 * and, where the page has the dark-mode island, the dark one; in each, as
 * loaded (every `visible` island woken by a scroll through the page) and
 * with each popup the page offers open: mini-cart, account popups, live
 * search, mobile menu, lightbox, dialog (the wishlist's add-to-list dialog has
 * its own axe check in widgets/wishlist/button/add-to-list.e2e.ts).
 * One browser page per page and width, in one visitor per width; popups open
 * and close in place.
 *
 * The only violations allowed are in printed markup no island can mend,
 * listed with why in scripts/e2e/axe.ts.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { type DemoPage, useBrowser } from '../scripts/e2e/session';
import { allowedViolations } from '../scripts/e2e/axe';
import { scrollThrough } from '../scripts/e2e/scale-pages';

const openPage = useBrowser();
const WIDTHS = [390, 1280] as const;
/** On a CI runner shared with other browsers a page can take many times its usual second. */
const SLOW = 60_000;

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
			await page.locator('.jeg_search_toggle').first().click();
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
	await demo.page.evaluate(() => (window as unknown as { __islandsIdle: Promise<void> }).__islandsIdle);
	await scrollThrough(demo.page);
	await demo.page.evaluate(() => scrollTo(0, 0));
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

const PAGES = await demoPages();

describe.each(WIDTHS)('axe at %i px', (width) => {
	// One visitor per width, with the Mug in the cart: the mini-cart, the cart table and the checkout show a line.
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

	it.each(PAGES)('%s, light and dark, with each popup open', async (path) => {
		const found: Record<string, string[]> = {};
		const record = async (demo: DemoPage, where: string) => {
			const violations = await allowedViolations(demo.page);
			if (violations.length) found[where] = violations;
		};
		const demo = await open();
		await load(demo, path);
		const dark = (await demo.page.locator('input.jeg_dark_mode_toggle').count()) > 0;
		try {
			for (const theme of dark ? ['light', 'dark'] : ['light']) {
				if (theme === 'dark') {
					await context.addCookies([{ name: 'darkmode', value: 'true', url: inject('baseUrl') }]);
					await load(demo, path);
					expect(await demo.page.evaluate(() => document.body.classList.contains('jnews-dark-mode'))).toBe(true);
				}
				await record(demo, theme);
				for (const popup of POPUPS) {
					if (!(await demo.page.locator(popup.opener).first().isVisible())) continue;
					await popup.open(demo.page);
					await expect.poll(() => demo.page.locator(popup.shown).first().isVisible(), { timeout: 10_000 }).toBe(true);
					await record(demo, `${theme}, ${popup.name} open`);
					await close(demo.page, popup);
				}
			}
		} finally {
			await context.clearCookies({ name: 'darkmode' });
			await demo.page.close();
		}
		expect(found).toEqual({});
	}, 3 * SLOW);
});
