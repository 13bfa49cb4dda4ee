/** The product tabs and the review form's star rating in real Chromium, on the demo's Hoodie page. */
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../scripts/e2e/axe';
import { type DemoPage, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const PRODUCT = '/product/hoodie/';

/** Per tab of the page: its key, whether its panel shows, its `aria-selected` and tab stop. */
const tabsState = (demo: DemoPage) =>
	demo.page.$$eval('.wc-tabs li', (items) =>
		items.map((item) => {
			const tab = item.querySelector('a')!;
			const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
			return {
				key: item.id.replace('tab-title-', ''),
				active: item.classList.contains('active'),
				shown: getComputedStyle(panel).display !== 'none',
				selected: tab.getAttribute('aria-selected'),
				tabIndex: tab.tabIndex,
			};
		}),
	);

const openTab = async (demo: DemoPage) => (await tabsState(demo)).filter((tab) => tab.shown).map((tab) => tab.key);
const focusedTab = (demo: DemoPage) => demo.page.evaluate(() => document.activeElement?.closest('li')?.id ?? document.activeElement?.className);
const inViewport = (demo: DemoPage, selector: string) =>
	demo.page.$eval(selector, (element) => {
		const box = element.getBoundingClientRect();
		return box.top >= -1 && box.top < window.innerHeight;
	});
const expectNoViolations = async (demo: DemoPage) => {
	expect(describeViolations(await axeViolations(demo.page, '.woocommerce-tabs'))).toEqual([]);
	expect(describeViolations(await axeViolations(demo.page, '.summary'))).toEqual([]);
};

describe('product tabs', () => {
	it('open the first tab at load and switch by mouse, with the ARIA tabs states', async () => {
		const demo = await openPage();
		await demo.goto(PRODUCT);
		expect(await tabsState(demo)).toEqual([
			{ key: 'description', active: true, shown: true, selected: 'true', tabIndex: 0 },
			{ key: 'additional_information', active: false, shown: false, selected: 'false', tabIndex: -1 },
			{ key: 'reviews', active: false, shown: false, selected: 'false', tabIndex: -1 },
		]);
		await expectNoViolations(demo);
		await demo.page.click('#tab-title-reviews a');
		expect(await openTab(demo)).toEqual(['reviews']);
		expect(new URL(demo.page.url()).hash).toBe('');
		const states = await tabsState(demo);
		expect(states.map((tab) => [tab.active, tab.selected, tab.tabIndex])).toEqual([
			[false, 'false', -1],
			[false, 'false', -1],
			[true, 'true', 0],
		]);
		await expectNoViolations(demo);
		expect(demo.errors).toEqual([]);
	});

	it('move by the arrows along the tabs’ column, Home and End (wrapping, one tab stop), opening the tab they reach', async () => {
		const demo = await openPage();
		await demo.goto(PRODUCT);
		// The demo lays the tabs out as Storefront does: a column, so the list says it is vertical.
		expect(await demo.page.getAttribute('ul.wc-tabs', 'aria-orientation')).toBe('vertical');
		await demo.page.focus('#tab-title-description a');
		await demo.page.keyboard.press('ArrowDown');
		expect(await openTab(demo)).toEqual(['additional_information']);
		expect(await focusedTab(demo)).toBe('tab-title-additional_information');
		await demo.page.keyboard.press('End');
		expect(await openTab(demo)).toEqual(['reviews']);
		await demo.page.keyboard.press('ArrowDown');
		expect(await openTab(demo)).toEqual(['description']);
		expect(await focusedTab(demo)).toBe('tab-title-description');
		await demo.page.keyboard.press('ArrowUp');
		expect(await openTab(demo)).toEqual(['reviews']);
		await demo.page.keyboard.press('Home');
		expect(await openTab(demo)).toEqual(['description']);
		// A column leaves left and right to the page.
		await demo.page.keyboard.press('ArrowRight');
		expect(await openTab(demo)).toEqual(['description']);
		// One tab stop: Tab leaves the list for the open panel.
		await demo.page.keyboard.press('Tab');
		expect(await demo.page.evaluate(() => document.activeElement?.id)).toBe('tab-description');
		await expectNoViolations(demo);
		expect(demo.errors).toEqual([]);
	});

	it('in a row, move by left and right (swapped right to left), leaving up and down to the page', async () => {
		const demo = await openPage();
		await demo.goto(PRODUCT);
		await demo.page.addStyleTag({ content: '.woocommerce-tabs ul.tabs li { display: inline-block; margin-right: 1rem; }' });
		await demo.page.evaluate(() => window.dispatchEvent(new Event('resize')));
		await expect.poll(() => demo.page.getAttribute('ul.wc-tabs', 'aria-orientation')).toBeNull();
		await demo.page.focus('#tab-title-description a');
		await demo.page.keyboard.press('ArrowDown');
		expect(await openTab(demo)).toEqual(['description']);
		await demo.page.keyboard.press('ArrowRight');
		expect(await openTab(demo)).toEqual(['additional_information']);
		await demo.page.keyboard.press('ArrowLeft');
		await demo.page.keyboard.press('ArrowLeft');
		expect(await openTab(demo)).toEqual(['reviews']);
		await demo.page.evaluate(() => {
			document.documentElement.dir = 'rtl';
		});
		await demo.page.keyboard.press('ArrowLeft');
		expect(await openTab(demo)).toEqual(['description']);
		expect(await focusedTab(demo)).toBe('tab-title-description');
		expect(demo.errors).toEqual([]);
	});

	it('open the tab a #tab-… address names, and the reviews for a review address, scrolled into view', async () => {
		const demo = await openPage();
		await demo.goto(`${PRODUCT}#tab-additional_information`);
		expect(await openTab(demo)).toEqual(['additional_information']);
		await demo.goto(`${PRODUCT}#comment-4`);
		expect(await openTab(demo)).toEqual(['reviews']);
		expect(await inViewport(demo, '#comment-4')).toBe(true);
		await demo.goto(`${PRODUCT}#reviews`);
		expect(await openTab(demo)).toEqual(['reviews']);
		await demo.goto(`${PRODUCT}?cpage=1`);
		expect(await openTab(demo)).toEqual(['reviews']);
		// A later address change too (an in-page link to a review).
		await demo.goto(PRODUCT);
		await demo.page.evaluate(() => {
			location.hash = '#comment-2';
		});
		await expect.poll(() => openTab(demo)).toEqual(['reviews']);
		await expect.poll(() => inViewport(demo, '#comment-2')).toBe(true);
		await expectNoViolations(demo);
		expect(demo.errors).toEqual([]);
	});

	it('open the reviews from the summary’s reviews link and scroll to them', async () => {
		const demo = await openPage();
		await demo.page.setViewportSize({ width: 1024, height: 600 });
		await demo.goto(PRODUCT);
		expect(await inViewport(demo, '.woocommerce-tabs')).toBe(false);
		await demo.page.click('a.woocommerce-review-link');
		expect(await openTab(demo)).toEqual(['reviews']);
		expect(new URL(demo.page.url()).hash).toBe('#reviews');
		await expect.poll(() => inViewport(demo, '#reviews')).toBe(true);
		// Again, with the address already there: it still brings them back into view.
		await demo.page.click('#tab-title-description a');
		await demo.page.evaluate(() => window.scrollTo(0, 0));
		await demo.page.click('a.woocommerce-review-link');
		expect(await openTab(demo)).toEqual(['reviews']);
		await expect.poll(() => inViewport(demo, '#reviews')).toBe(true);
		expect(demo.errors).toEqual([]);
	});
});

describe('review star rating', () => {
	const openReviewForm = async () => {
		const demo = await openPage();
		await demo.goto(`${PRODUCT}#tab-reviews`);
		return demo;
	};
	const posts: string[] = [];

	it('is a five-star radio group named by i18n_rating_options, the select hidden behind it', async () => {
		const demo = await openReviewForm();
		expect(await demo.page.isVisible('#rating')).toBe(false);
		const stars = await demo.page.$$eval('p.stars a', (links) => links.map((link) => [link.textContent, link.getAttribute('role'), link.getAttribute('aria-checked'), (link as HTMLElement).tabIndex]));
		expect(stars).toEqual([
			['1 of 5 stars', 'radio', 'false', 0],
			['2 of 5 stars', 'radio', 'false', -1],
			['3 of 5 stars', 'radio', 'false', -1],
			['4 of 5 stars', 'radio', 'false', -1],
			['5 of 5 stars', 'radio', 'false', -1],
		]);
		expect(await demo.page.getAttribute('p.stars [role=radiogroup]', 'aria-labelledby')).toBe('comment-form-rating-label');
		await demo.page.click('p.stars a.star-4');
		expect(await demo.page.$eval('#rating', (select) => (select as HTMLSelectElement).value)).toBe('4');
		expect(await demo.page.getAttribute('p.stars', 'class')).toBe('stars selected');
		expect(await demo.page.getAttribute('a.star-4', 'aria-checked')).toBe('true');
		expect(await demo.page.getAttribute('a.star-4', 'class')).toBe('star-4 active');
		expect(new URL(demo.page.url()).hash).toBe('#tab-reviews');
		await expectNoViolations(demo);
		expect(demo.errors).toEqual([]);
	});

	it('works by keyboard: arrows move the choice and the tab stop, Space chooses', async () => {
		const demo = await openReviewForm();
		await demo.page.focus('a.star-1');
		await demo.page.keyboard.press('Space');
		expect(await demo.page.$eval('#rating', (select) => (select as HTMLSelectElement).value)).toBe('1');
		await demo.page.keyboard.press('ArrowRight');
		await demo.page.keyboard.press('ArrowRight');
		expect(await demo.page.$eval('#rating', (select) => (select as HTMLSelectElement).value)).toBe('3');
		expect(await demo.page.evaluate(() => document.activeElement?.className)).toBe('star-3 active');
		await demo.page.keyboard.press('ArrowLeft');
		await demo.page.keyboard.press('ArrowLeft');
		await demo.page.keyboard.press('ArrowLeft');
		expect(await demo.page.$eval('#rating', (select) => (select as HTMLSelectElement).value)).toBe('5');
		expect(await demo.page.$$eval('p.stars a', (links) => links.map((link) => (link as HTMLElement).tabIndex))).toEqual([-1, -1, -1, -1, 0]);
		// One tab stop: Tab goes on to the review text.
		await demo.page.keyboard.press('Tab');
		expect(await demo.page.evaluate(() => document.activeElement?.id)).toBe('comment');
		expect(demo.errors).toEqual([]);
	});

	it('refuses a review without a rating in place: an alert under the stars, focus on them, nothing sent', async () => {
		const demo = await openReviewForm();
		demo.page.on('request', (request) => {
			if (request.method() === 'POST') posts.push(request.url());
		});
		let dialogs = 0;
		demo.page.on('dialog', (dialog) => {
			dialogs++;
			void dialog.dismiss();
		});
		await demo.page.fill('#comment', 'Good hoodie');
		await demo.page.fill('#author', 'Dee');
		await demo.page.fill('#email', 'dee@example.com');
		await demo.page.click('#submit');
		const alert = demo.page.locator('.comment-form-rating [role=alert]');
		await expect.poll(() => alert.textContent()).toBe('Please select a rating');
		expect(await alert.isVisible()).toBe(true);
		expect(await demo.page.evaluate(() => document.activeElement?.className)).toBe('star-1');
		const group = demo.page.locator('p.stars [role=radiogroup]');
		expect(await group.getAttribute('aria-invalid')).toBe('true');
		expect(await group.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));
		await expectNoViolations(demo);
		// Enter in a field sends the form the same way: refused again.
		await demo.page.focus('#author');
		await demo.page.keyboard.press('Enter');
		await demo.page.waitForTimeout(200);
		expect(posts).toEqual([]);
		expect(dialogs).toBe(0);
		expect(new URL(demo.page.url()).pathname).toBe(PRODUCT);
		// Choosing a rating clears the message.
		await demo.page.click('a.star-5');
		expect(await alert.textContent()).toBe('');
		expect(await group.getAttribute('aria-invalid')).toBeNull();
		expect(demo.errors).toEqual([]);
	});
});
