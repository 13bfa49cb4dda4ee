import { describe, expect, it } from 'vitest';
import { type DemoPage, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const counter = (demo: DemoPage) => demo.page.locator('dialog[open] .islands-lightbox__counter').textContent();
const shortcodeLink = (n: number) => `#gallery-1 a[href="/demo/lightbox/photo-${n}.svg"]`;

async function articlePage(query = ''): Promise<DemoPage> {
	const demo = await openPage();
	await demo.goto(`/demo/article-gallery/${query}`);
	return demo;
}

describe('article gallery', () => {
	it('opens a gallery photo in the lightbox, pages within that gallery, and gives focus back on Escape', async () => {
		const demo = await articlePage();
		const { page } = demo;
		await page.click(shortcodeLink(1));
		await expect.poll(() => page.getByRole('dialog', { name: 'Boats leave before the fog lifts.' }).isVisible()).toBe(true);
		expect(await counter(demo)).toBe('1/3');
		expect(await page.locator('dialog[open] img.islands-lightbox__image').getAttribute('src')).toMatch(/photo-1\.svg$/);
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => counter(demo)).toBe('2/3');
		// No caption: the image's alt names it.
		expect(await page.locator('dialog[open] img.islands-lightbox__image').getAttribute('alt')).toBe('Market street');
		await page.keyboard.press('Escape');
		await expect.poll(() => page.locator('dialog').count()).toBe(0);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/demo/lightbox/photo-1.svg');
		expect(new URL(page.url()).pathname).toBe('/demo/article-gallery/');
		expect(demo.errors).toEqual([]);
	});

	it('opens from the keyboard, and says inside the popup when a block gallery image cannot be loaded', async () => {
		const demo = await articlePage();
		const { page } = demo;
		await page.focus('.wp-block-gallery a[href="/demo/lightbox/missing.jpg"]');
		await page.keyboard.press('Enter');
		await expect.poll(() => page.locator('dialog[open]').textContent()).toContain('The image could not be loaded.');
		expect(await counter(demo)).toBe('2/2');
		await page.keyboard.press('Escape');
		await expect.poll(() => page.locator('dialog').count()).toBe(0);
	});

	it('follows a link to an attachment page, and leaves every link a link with single_gallery off', async () => {
		const demo = await articlePage();
		const { page } = demo;
		await Promise.all([page.waitForURL('**/article/a-day-on-the-coast/ferry/'), page.click('#gallery-1 a[href$="/ferry/"]')]);
		const off = await articlePage('?single_gallery=0');
		await Promise.all([off.page.waitForURL('**/demo/lightbox/photo-3.svg'), off.page.click(shortcodeLink(3))]);
		expect(off.chunks.some((chunk) => chunk.startsWith('runtime-lightbox-lightbox-root-'))).toBe(false);
	});
});
