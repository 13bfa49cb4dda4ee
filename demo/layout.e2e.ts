/**
 * The demo pages fit the reader's window: QA judges the product through the demo's
 * stand-in CSS, so a block or a dialog wider than the window is a defect like any other.
 */
import { describe, expect, it } from 'vitest';
import { scrollThrough } from '../scripts/e2e/scale-pages';
import { useBrowser } from '../scripts/e2e/session';

const openPage = useBrowser();

/** The page's width beyond the window, once every block on it was shown (and woke) and the page is settled. */
async function expectNoSidewaysScroll(path: string, width: number): Promise<void> {
	const demo = await openPage();
	await demo.page.setViewportSize({ width, height: 800 });
	await demo.goto(path);
	await scrollThrough(demo.page);
	// Blocks woken by the scroll fetch their code and content: however long that takes, the page ends as wide as the window.
	await expect.poll(() => demo.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
}

describe('layout of the demo pages', () => {
	it.each([
		['/news/', 360],
		['/news/', 400],
		['/news/', 768],
		['/news/', 1280],
		['/news/city-council-approves-night-trams/', 360],
		['/news/city-council-approves-night-trams/', 1280],
	])('%s does not scroll sideways at %s px', async (path, width) => {
		await expectNoSidewaysScroll(path, width);
	});

	it('keeps the blocks of /news/ beside "Most read" at 1280 px, not under it', async () => {
		const demo = await openPage();
		await demo.page.setViewportSize({ width: 1280, height: 800 });
		await demo.goto('/news/');
		const { sidebar, blocks } = await demo.page.evaluate(() => ({
			sidebar: document.querySelector('.jeg_sticky_sidebar')!.getBoundingClientRect().left,
			blocks: Math.max(...Array.from(document.querySelectorAll('.jnews-blocks > *'), (block) => block.getBoundingClientRect().right)),
		}));
		expect(blocks).toBeLessThanOrEqual(sidebar);
	});

	it('caps inline lightbox content to a 360 px window, as it does iframes', async () => {
		const demo = await openPage();
		const { page } = demo;
		await page.setViewportSize({ width: 360, height: 740 });
		await demo.goto('/demo/gallery/');
		await page.click('a[href="#lightbox-inline"]');
		await page.locator('dialog[open] .islands-lightbox__inline').waitFor();
		const sizes = await page.evaluate(() => {
			const dialog = document.querySelector('dialog[open]')!;
			return { dialog: dialog.getBoundingClientRect().right, scroll: dialog.scrollWidth - dialog.clientWidth, stage: dialog.querySelector('.islands-lightbox__stage')!.getBoundingClientRect().right };
		});
		expect(sizes.dialog).toBeLessThanOrEqual(360);
		expect(sizes.stage).toBeLessThanOrEqual(sizes.dialog);
		expect(sizes.scroll).toBe(0);
	});
});
