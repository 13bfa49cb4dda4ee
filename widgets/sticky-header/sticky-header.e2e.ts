import { describe, expect, it } from 'vitest';
import { type DemoPage, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const ARTICLE = '/news/city-council-approves-night-trams/';

async function open(mode: string, adminBar: boolean, width: number): Promise<DemoPage> {
	const demo = await openPage();
	await demo.context.addCookies([
		{ name: 'demo_sticky', value: mode, url: demo.url('/') },
		{ name: 'demo_admin_bar', value: adminBar ? '1' : '0', url: demo.url('/') },
	]);
	await demo.page.setViewportSize({ width, height: 700 });
	await demo.goto(ARTICLE);
	return demo;
}

/** Scrolls in steps a reader's wheel would make, one frame apart, and returns the bar's state. */
async function scrollTo(demo: DemoPage, bar: string, target: number) {
	await demo.page.evaluate(async (y) => {
		const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
		const step = Math.sign(y - window.scrollY) * 40;
		while (Math.abs(y - window.scrollY) > 40) {
			window.scrollBy(0, step);
			await frame();
		}
		window.scrollTo(0, y);
		await frame();
		await frame();
	}, target);
	return demo.page.locator(bar).evaluate((element) => ({
		stuck: element.classList.contains('jeg_sticky_nav'),
		transform: (element as HTMLElement).style.transform,
	}));
}

describe('sticky header', () => {
	it('pinned: hides on the way down, reappears on the way up, lets go at the top', async () => {
		const demo = await open('pinned', false, 1280);
		const bar = '.jeg_stickybar';
		const height = await demo.page.locator(bar).evaluate((element) => (element as HTMLElement).offsetHeight);
		expect(await scrollTo(demo, bar, 800)).toEqual({ stuck: true, transform: `translate3d(0px, -${height}px, 0px)` });
		expect(await scrollTo(demo, bar, 700)).toEqual({ stuck: true, transform: 'translate3d(0px, 0px, 0px)' });
		expect(await demo.page.locator(bar).isVisible()).toBe(true);
		expect((await scrollTo(demo, bar, 0)).stuck).toBe(false);
	});

	it('scroll: slides away gradually with the scroll distance', async () => {
		const demo = await open('scroll', false, 1280);
		const bar = '.jeg_stickybar';
		await scrollTo(demo, bar, 900);
		const up = await scrollTo(demo, bar, 880);
		const height = await demo.page.locator(bar).evaluate((element) => (element as HTMLElement).offsetHeight);
		expect(up.transform).toBe(`translate3d(0px, ${20 - height}px, 0px)`);
	});

	it.each([
		[1280, '.jeg_stickybar', 32],
		[700, '.jeg_navbar_mobile', 46],
		[500, '.jeg_navbar_mobile', 0],
	])('at %s px wide %s sits %s px below the admin bar', async (width, bar, offset) => {
		const demo = await open('pinned', true, width);
		await scrollTo(demo, bar, 900);
		expect(await scrollTo(demo, bar, 800)).toEqual({ stuck: true, transform: `translate3d(0px, ${offset}px, 0px)` });
	});

	it('the mobile bar sticks after a reload mid-page (the hidden desktop blank space stays at 0, not at the restored scroll)', async () => {
		const demo = await openPage();
		await demo.page.setViewportSize({ width: 700, height: 800 });
		await demo.goto('/news/');
		const bar = '.jeg_navbar_mobile';
		await scrollTo(demo, bar, 600);
		await demo.reload();
		// Chromium restores the scroll position while the islands measure.
		await expect.poll(() => demo.page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
		// The island measures again 200 ms after it mounts; a page timer set later and due later runs after that one,
		// however late a busy machine runs both.
		await demo.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 250)));
		for (const y of [0, 300, 600]) await scrollTo(demo, bar, y);
		expect((await scrollTo(demo, bar, 590)).stuck).toBe(true);
	});

	it('normal: never sticks, and the printed space means no layout shift', async () => {
		const demo = await open('normal', false, 1280);
		expect(await demo.page.locator('.jeg_stickybar').count()).toBe(0);
		const shift = await demo.page.evaluate(
			() =>
				new Promise<number>((resolve) => {
					let total = 0;
					// Only shifts of the header's own boxes count: images and blocks further down are other islands' business.
					type Shift = { value: number; sources: { node?: Node }[] };
					const inHeader = (node?: Node) => node instanceof Element && node.closest('.jeg_header_wrapper, .jeg_navbar_mobile_wrapper') !== null;
					new PerformanceObserver((list) => {
						for (const entry of list.getEntries() as unknown as Shift[]) if (entry.sources.some((source) => inHeader(source.node))) total += entry.value;
					}).observe({ type: 'layout-shift', buffered: true });
					window.scrollTo(0, 900);
					setTimeout(() => resolve(total), 300);
				}),
		);
		expect(shift).toBe(0);
	});
});
