/**
 * The news-page stagings QA opens from `/demo/` (issue 17): ticker variants,
 * post slider types 2/3/4/7/8, hero margins, a fullscreen overlay slider, the
 * review box, a QR share button and the header search with its mobile
 * variant. Each test follows the QA page's link, then checks what a reader
 * sees and can do there.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { followFromQa } from '../scripts/e2e/qa-settings';
import { type DemoPage, useBrowser } from '../scripts/e2e/session';
import { pauseClock } from '../scripts/e2e/clock';

const openPage = useBrowser();

const section = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}"]`);
/** Index of the first shown item among `items`. */
const shownIndex = (items: Locator, shownClass: string) => items.evaluateAll((nodes, name) => nodes.findIndex((node) => node.classList.contains(name)), shownClass);

describe('ticker variants', () => {
	it('vertical moves up, no printed delay waits 3 s, one headline never rotates', async () => {
		const demo = await openPage({ reducedMotion: 'no-preference' });
		const { page } = demo;
		await page.clock.install();
		await followFromQa(demo, '/news/staging/tickers/');
		const items = (id: string) => section(page, id).locator('.jeg_news_ticker_item');
		await expect.poll(() => section(page, 'ticker-one-item').locator('.jeg_news_ticker_arrow[role="button"]').count()).toBe(2);

		// The page clock stops here and moves 100 ms at a time (each run lets the island render).
		await pauseClock(page);
		const noDelay = () => shownIndex(items('ticker-no-delay'), 'jeg_news_ticker_active');
		/** Fake ms until the no-delay ticker shows another headline (up to 5 s). */
		const untilStep = async () => {
			const from = await noDelay();
			let waited = 0;
			while ((await noDelay()) === from && waited < 5000) {
				await page.clock.runFor(100);
				waited += 100;
			}
			return waited;
		};
		await untilStep();
		// From one step to the next: the theme's 3000 ms (neither a spin at 0 nor a stop).
		const stepped = await noDelay();
		await page.clock.runFor(2000);
		expect(await noDelay()).toBe(stepped);
		expect(await untilStep()).toBeLessThanOrEqual(1500);
		expect(await noDelay()).toBe((stepped + 1) % (await items('ticker-no-delay').count()));
		await expect.poll(() => shownIndex(items('ticker-vertical'), 'jeg_news_ticker_active')).toBeGreaterThan(0);

		// The vertical one comes in from below and leaves upwards: its motion is on the y axis only.
		const incoming = items('ticker-vertical').locator('xpath=self::*[contains(@class, "jeg_news_ticker_active")]');
		expect(await incoming.getAttribute('class')).toContain('fadeInUp');
		expect(await items('ticker-vertical').locator('xpath=self::*[contains(@class, "fadeOutUp")]').count()).toBe(1);
		const startTransform = await incoming.evaluate((node) => {
			const [animation] = node.getAnimations();
			animation.pause();
			animation.currentTime = 0;
			return getComputedStyle(node).transform;
		});
		expect(startTransform).toBe('matrix(1, 0, 0, 1, 0, 20)');

		const single = section(page, 'ticker-one-item');
		await page.clock.runFor(10_000);
		await page.clock.resume();
		// The arrow says it is disabled (aria-disabled), so the click is forced, as a reader's click would land anyway.
		await single.getByRole('button', { name: 'Next headline' }).click({ force: true });
		expect(await single.locator('.jeg_news_ticker_item').getAttribute('class')).toBe('jeg_news_ticker_item jeg_news_ticker_animated jeg_news_ticker_active');
		expect(await single.getByRole('button', { name: 'Next headline' }).getAttribute('aria-disabled')).toBe('true');
		expect(await single.getByRole('button', { name: /headlines$/ }).count()).toBe(0);
		expect(await section(page, 'ticker-vertical').getByRole('button', { name: 'Pause headlines' }).count()).toBe(1);
		expect(demo.errors).toEqual([]);
	});
});

describe('post slider types', () => {
	it('2, 3, 4, 7 and 8 each mount with their own controls and move', async () => {
		const demo = await openPage();
		const { page } = demo;
		await followFromQa(demo, '/news/staging/sliders/');
		const slider = (type: number) => page.locator(`.jeg_slider_type_${type}`);
		const slides = (type: number) => slider(type).locator('> .jeg_slide_item');
		const controls = (type: number) => page.locator(`.jeg_slider_type_${type} + .tns-controls`);
		for (const type of [2, 3, 4, 7, 8]) await expect.poll(() => slider(type).getAttribute('class')).toContain('jeg_tns_active');

		// Type 2: dots, no arrows.
		expect(await controls(2).locator('.tns-prev, .tns-next').count()).toBe(0);
		await controls(2).getByRole('button', { name: 'Posts slider 1 page 3' }).click();
		expect(await shownIndex(slides(2), 'tns-slide-active')).toBe(2);

		// Types 3 and 8: three slides at 1280 px with their edge padding, arrows, no dots.
		for (const [type, padding] of [
			[3, '35px'],
			[8, '50px'],
		] as const) {
			expect(await slider(type).locator('> .tns-slide-active').count()).toBe(3);
			expect(await slider(type).evaluate((node) => getComputedStyle(node).paddingLeft)).toBe(padding);
			expect(await controls(type).locator('.tns-nav').count()).toBe(0);
			await controls(type).getByRole('button', { name: 'next', exact: true }).click();
			expect(await shownIndex(slides(type), 'tns-slide-active')).toBe(1);
		}

		// Type 4: a fading gallery, one slide shown at a time.
		await controls(4).getByRole('button', { name: 'next', exact: true }).click();
		expect(await slider(4).locator('> .tns-slide-active').count()).toBe(1);
		expect(await shownIndex(slides(4), 'tns-slide-active')).toBe(1);

		// Type 7: no controls of its own; the caption's links move it, without following "#".
		expect(await controls(7).count()).toBe(0);
		await slider(7).locator('.tns-slide-active .jeg_block_nav').getByRole('link', { name: 'next' }).click();
		expect(await shownIndex(slides(7), 'tns-slide-active')).toBe(1);
		await slider(7).locator('.tns-slide-active .jeg_block_nav').getByRole('link', { name: 'prev' }).click();
		await slider(7).locator('.tns-slide-active .jeg_block_nav').getByRole('link', { name: 'prev' }).click();
		expect(await shownIndex(slides(7), 'tns-slide-active')).toBe(5);
		expect(new URL(page.url()).hash).toBe('');
		expect(demo.errors).toEqual([]);
	});
});

describe('hero margins', () => {
	/** The horizontal gap between the first two posts' boxes of a hero block. */
	const gap = (hero: Locator) =>
		hero.evaluate((node) => {
			const [first, second] = Array.from(node.querySelectorAll('.jeg_heroblock_scroller')[0].querySelectorAll('.jeg_block_container'), (box) => box.getBoundingClientRect());
			return Math.round(second.left - first.right);
		});

	it('space the posts by data-margin above 667 px, and by at most 5 px below', async () => {
		const demo = await openPage();
		const { page } = demo;
		await followFromQa(demo, '/news/staging/hero-margins/');
		const wide = section(page, 'hero-margin-30').locator('.jeg_heroblock');
		const none = section(page, 'hero-margin-0').locator('.jeg_heroblock');
		const slider = section(page, 'hero-slider-margin').locator('.jeg_heroblock');
		await expect.poll(() => wide.locator('.jeg_heroblock_wrapper').getAttribute('style')).toContain('margin-left: -30px');
		expect(await gap(wide)).toBe(30);
		expect(await gap(none)).toBe(0);
		await expect.poll(() => slider.locator('.jeg_hero_wrapper').getAttribute('class')).toContain('jeg_tns_active');
		expect(await gap(slider)).toBe(20);

		await page.setViewportSize({ width: 600, height: 800 });
		await expect.poll(() => gap(wide)).toBe(5);
		expect(await wide.locator('.jeg_heroblock_scroller').getAttribute('style')).toContain('margin-left: -5px');
		expect(await gap(slider)).toBe(5);
		// A slider hero never moves the margin to its scroller.
		expect(await slider.locator('.jeg_heroblock_scroller').first().getAttribute('style')).toBeNull();
		expect(demo.errors).toEqual([]);
	});
});

describe('overlay slider, fullscreen', () => {
	it('fills the window under the header above 1024 px, not below, and its thumbnails switch the picture', async () => {
		const demo = await openPage();
		const { page } = demo;
		await followFromQa(demo, '/news/staging/overlay-fullscreen/');
		const slider = page.locator('.jeg_overlay_slider');
		const underHeader = () => page.evaluate(() => window.innerHeight - (document.querySelector('.jeg_header_wrapper') as HTMLElement).offsetHeight);
		await expect.poll(async () => (await slider.boundingBox())!.height).toBe(await underHeader());

		const third = slider.locator('.jeg_overlay_slider_item_wrapper[data-id="2"] a');
		const title = (await third.innerText()).trim();
		await third.click();
		await expect.poll(() => slider.locator('.jeg_overlay_slider_bg').nth(2).getAttribute('class')).toContain('active');
		expect(await slider.locator('.jeg_overlay_caption_container.active').innerText()).toContain(title);

		await page.setViewportSize({ width: 900, height: 720 });
		await expect.poll(async () => (await slider.boundingBox())!.height).toBe(420);
		expect(demo.errors).toEqual([]);
	});
});

describe('review box', () => {
	it('shows its score and stars, and fills the bars with their values once scrolled into view', async () => {
		const demo = await openPage({ reducedMotion: 'no-preference' });
		const { page } = demo;
		await followFromQa(demo, '/news/staging/review/');
		const percent = section(page, 'review-percent');
		const point = section(page, 'review-point');
		expect(await percent.locator('.review_score').innerText()).toMatch(/^76%\s*Score$/);
		expect(await point.locator('.review_score .score_value').innerText()).toBe('7.6');
		const scores = (box: Locator) => box.locator('.jeg_reviewbars .reviewscore').allInnerTexts();
		// Below the fold the point bars are still empty.
		expect(await scores(point)).toEqual(['0', '0', '0', '0']);

		await percent.locator('.jeg_reviewbars').scrollIntoViewIfNeeded();
		await expect.poll(() => scores(percent), { timeout: 4000 }).toEqual(['85%', '70%', '90%', '60%']);
		const ratio = await percent.locator('.barbg').first().evaluate((bar) => bar.getBoundingClientRect().width / bar.parentElement!.getBoundingClientRect().width);
		expect(ratio).toBeCloseTo(0.85, 2);
		await point.locator('.jeg_reviewbars').scrollIntoViewIfNeeded();
		await expect.poll(() => scores(point), { timeout: 4000 }).toEqual(['9', '7', '9', '6']);

		const stars = section(page, 'review-star');
		expect(await stars.locator('.review_score .score_value').innerText()).toBe('3.8');
		const first = stars.locator('.jeg_reviewstars li').first();
		expect([await first.locator('.fa-star').count(), await first.locator('.fa-star-half-o').count(), await first.locator('.fa-star-o').count()]).toEqual([4, 1, 0]);
		expect(demo.errors).toEqual([]);
	});
});

describe('QR share button', () => {
	it('shows the post\'s QR code in the lightbox and gives focus back on close', async () => {
		const demo = await openPage();
		const { page } = demo;
		await followFromQa(demo, '/news/staging/share-qr/');
		const link = page.getByRole('link', { name: 'Share on QR code' });
		await link.click();
		const image = page.locator('dialog[open] img.islands-lightbox__image[src*="/news/media/qr-code.svg"]');
		await image.waitFor();
		await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
		expect(decodeURIComponent((await image.getAttribute('src'))!)).toContain('/news/city-council-approves-night-trams/');
		expect(new URL(page.url()).pathname).toBe('/news/staging/share-qr/');
		await page.keyboard.press('Escape');
		await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
		expect(await link.evaluate((node) => node === document.activeElement)).toBe(true);
		expect(demo.errors).toEqual([]);
	});
});

describe('header search and its mobile variant', () => {
	const searches = (demo: DemoPage) => demo.ajax.filter((call) => call.endpoint === 'jnews:jnews_ajax_live_search').map((call) => [call.body.get('s'), call.body.get('lang')]);

	/** Opens the box with its toggle, searches, then closes it again; `container` is what the toggle expands. */
	async function useSearch(box: Locator, container: Locator, query: string) {
		const toggle = box.getByRole('button', { name: 'Search Button' }).first();
		const input = box.getByRole('combobox', { name: 'Search' });
		expect(await input.isVisible()).toBe(false);
		await toggle.click();
		expect(await container.getAttribute('class')).toContain('jeg_search_expanded');
		expect(await toggle.getAttribute('aria-expanded')).toBe('true');
		expect(await input.evaluate((node) => node === document.activeElement)).toBe(true);
		await input.pressSequentially(query);
		const results = box.getByRole('listbox', { name: 'Search results' });
		await results.waitFor();
		expect(await results.getByRole('option').count()).toBeGreaterThan(0);
		await toggle.click();
		expect(await container.getAttribute('class')).not.toContain('jeg_search_expanded');
		expect(await input.isVisible()).toBe(false);
	}

	it('on a wide window the header icon opens the box, searches live, and closes it', async () => {
		const demo = await openPage();
		await followFromQa(demo, '/news/staging/search/');
		const header = demo.page.locator('.jeg_header.normal');
		await useSearch(header.locator('.jeg_search_wrapper'), header.locator('.jeg_container'), 'school');
		expect(searches(demo)).toEqual([['school', 'en_US']]);
		expect(demo.errors).toEqual([]);
	});

	it('at 700 px the mobile bar\'s icon does the same', async () => {
		const demo = await openPage();
		await demo.page.setViewportSize({ width: 700, height: 800 });
		await followFromQa(demo, '/news/staging/search/');
		const bar = demo.page.locator('.jeg_navbar_mobile');
		await useSearch(bar.locator('.jeg_search_wrapper'), bar.locator('.jeg_mobile_midbar'), 'council');
		expect(searches(demo)).toEqual([['council', 'en_US']]);
		expect(demo.errors).toEqual([]);
	});
});
