import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

/** Records window.open calls instead of opening windows to the networks (no network in tests). */
const RECORD_OPEN = `window.__opened = []; window.open = (url, name, features) => { window.__opened.push({ url: String(url), name: String(name), features: String(features) }); return null; };`;

describe('share buttons', () => {
	it('name every icon-only link and the toggle before anyone touches the bar', async () => {
		const demo = await openPage();
		await demo.goto('/news/city-council-approves-night-trams/');
		const names = await demo.page.locator('.jeg_share_button .jeg_sharelist a:not(.removed)').evaluateAll((links) =>
			links.map((link) => link.getAttribute('aria-label') || link.textContent!.trim()),
		);
		expect(names).toEqual(['Share on Facebook', 'Share on Twitter', 'Share on Pinterest', 'Share on StumbleUpon', 'Share on Email', 'Share on WhatsApp', 'More share options']);
		expect(await demo.page.locator('.jeg_btn-toggle').getAttribute('role')).toBe('button');
	});

	it('open popups of the theme’s sizes without an opener, follow email links, and toggle the secondary networks', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.context.addInitScript(RECORD_OPEN);
		await demo.goto('/news/city-council-approves-night-trams/');
		const opened = () => page.evaluate(() => (window as unknown as { __opened: { url: string; features: string }[] }).__opened);

		await page.getByRole('link', { name: 'Share on Facebook' }).click();
		await expect.poll(opened).toHaveLength(1);
		expect((await opened())[0]).toMatchObject({ url: expect.stringContaining('facebook.com/sharer.php?u=http'), features: 'noopener,height=570,width=750' });

		const toggle = page.getByRole('button', { name: 'More share options' });
		expect(await toggle.getAttribute('aria-expanded')).toBe('false');
		await toggle.click();
		expect(await toggle.getAttribute('aria-expanded')).toBe('true');
		await page.getByRole('link', { name: 'Share on StumbleUpon' }).click();
		await expect.poll(opened).toHaveLength(2);
		expect((await opened())[1].features).toBe('noopener,height=730,width=560');
		// The removed Google+ button is inert, and the page did not navigate anywhere.
		expect(page.url()).toContain('/news/city-council-approves-night-trams/');
		// An email link is followed as a link: its default action is not prevented.
		const prevented = await page.getByRole('link', { name: 'Share on Email' }).evaluate((link) => {
			const event = new MouseEvent('click', { bubbles: true, cancelable: true });
			link.addEventListener('click', (click) => click.preventDefault(), { once: true });
			let before = false;
			link.parentElement!.addEventListener('click', (click) => (before = click.defaultPrevented), { once: true, capture: true });
			link.dispatchEvent(event);
			return before;
		});
		expect(prevented).toBe(false);
		expect(await opened()).toHaveLength(2);
	});

	it('show a QR code link’s image in the lightbox on a page without prettyPhoto, and give focus back on close', async () => {
		const demo = await openPage();
		const { page } = demo;
		const article = '/news/city-council-approves-night-trams/';
		// The theme prints a QR code button when the site enables it; this article gets one in its share bar.
		await page.route(`**${article}`, async (route) => {
			const response = await route.fetch();
			const qr = '<a href="/demo/img/mug.svg" target="_blank" class="jeg_btn-qrcode"><i class="fa fa-qrcode"></i><span>QR Code</span></a>';
			await route.fulfill({ response, body: (await response.text()).replace('<div class="jeg_sharelist">', `<div class="jeg_sharelist">${qr}`) });
		});
		await demo.goto(article);
		expect(await page.evaluate(() => typeof (window as { jQuery?: { prettyPhoto?: unknown } }).jQuery?.prettyPhoto)).toBe('undefined');
		const link = page.getByRole('link', { name: 'QR Code' });
		await link.click();
		await page.locator('dialog[open] img.islands-lightbox__image[src$="/demo/img/mug.svg"]').waitFor();
		expect(new URL(page.url()).pathname).toBe(article);
		await page.keyboard.press('Escape');
		await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
		expect(await link.evaluate((node) => node === document.activeElement)).toBe(true);
	});
});
