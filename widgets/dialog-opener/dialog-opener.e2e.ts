/** The dialog service in real Chromium, opened from plain buttons on /demo/dialog/. */
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../scripts/e2e/axe';
import { type DemoPage, useBrowser } from '../../scripts/e2e/session';
import { pauseClock } from '../../scripts/e2e/clock';

const openPage = useBrowser();
const terms = 'button[data-dialog-open="demo-terms"]';
const timed = 'button[data-dialog-open="demo-timed"]';

async function dialogPage(reducedMotion?: 'reduce' | 'no-preference'): Promise<DemoPage> {
	const demo = await openPage({ reducedMotion });
	await demo.goto('/demo/dialog/');
	return demo;
}

const focusInDialog = (demo: DemoPage) => demo.page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));

describe('dialog service', () => {
	it('traps focus, makes the page inert, keeps the live regions audible, locks scroll without a jump, and closes on Escape', async () => {
		const demo = await dialogPage();
		const { page } = demo;
		// Headless Chromium hides scrollbars, so the padding that replaces one is checked in runtime/dialog's unit test.
		const headingLeft = () => page.locator('h1.entry-title').evaluate((heading) => heading.getBoundingClientRect().left);
		const before = await headingLeft();
		await page.locator(terms).focus();
		await page.keyboard.press('Enter');
		const dialog = page.getByRole('dialog', { name: 'Terms of sale' });
		await expect.poll(() => dialog.isVisible()).toBe(true);
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Back to QA');
		for (let press = 0; press < 12; press++) {
			await page.keyboard.press(press % 4 === 3 ? 'Shift+Tab' : 'Tab');
			expect(await focusInDialog(demo)).toBe(true);
		}
		// The page behind is inert: focusing it from a script does nothing.
		expect(await page.evaluate(() => {
			(document.querySelector(`button[data-dialog-open="demo-timed"]`) as HTMLElement).focus();
			return !!document.activeElement?.closest('dialog[open]');
		})).toBe(true);
		expect(await page.evaluate(() => ['a11y-speak-polite', 'a11y-speak-assertive'].every((id) => !!document.getElementById(id)?.closest('dialog[open]')))).toBe(true);
		expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
		expect(await headingLeft()).toBe(before);
		await page.keyboard.press('Escape');
		await expect.poll(() => page.locator('dialog').count()).toBe(0);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-dialog-open'))).toBe('demo-terms');
		expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
		expect(await headingLeft()).toBe(before);
		expect(await page.locator('#demo-terms a').count()).toBe(2);
	});

	it('has no axe violations while open', async () => {
		const demo = await dialogPage();
		const { page } = demo;
		await page.click(terms);
		await page.locator('dialog[open]').waitFor();
		expect(describeViolations(await axeViolations(page))).toEqual([]);
	});

	it('closes on a backdrop click and on its close button', async () => {
		const demo = await dialogPage();
		const { page } = demo;
		await page.click(terms);
		await page.locator('dialog[open]').waitFor();
		await page.mouse.click(5, 5);
		await expect.poll(() => page.locator('dialog').count()).toBe(0);
		await page.click(terms);
		await page.getByRole('button', { name: 'Close' }).click();
		await expect.poll(() => page.locator('dialog').count()).toBe(0);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-dialog-open'))).toBe('demo-terms');
	});

	it('closes itself after 3 s, not while the pointer rests on it, and gives focus back', async () => {
		const demo = await dialogPage();
		const { page } = demo;
		// Installed clocks keep flowing with real time until paused; only runFor moves them then.
		await page.clock.install();
		await pauseClock(page);
		await page.click(timed);
		await page.locator('dialog[open][data-auto-close="running"]').waitFor();
		await page.mouse.move(5, 5);
		await page.clock.runFor(2900);
		expect(await page.locator('dialog[open]').count()).toBe(1);
		await page.clock.runFor(200);
		await expect.poll(() => page.locator('dialog').count()).toBe(0);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-dialog-open'))).toBe('demo-timed');

		await page.click(timed);
		const box = (await page.locator('dialog[open]').boundingBox())!;
		await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
		await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2);
		await page.locator('dialog[open][data-auto-close="paused"]').waitFor();
		await page.clock.runFor(6000);
		expect(await page.locator('dialog[open]').count()).toBe(1);
		await page.mouse.move(5, 5);
		await page.locator('dialog[open][data-auto-close="running"]').waitFor();
		await page.clock.runFor(3100);
		await expect.poll(() => page.locator('dialog').count()).toBe(0);
	});

	it('animates its entry only without a reduced-motion wish (the computed animation, which outlives a 200 ms run)', async () => {
		const reduced = await dialogPage('reduce');
		await reduced.page.click(terms);
		await reduced.page.locator('dialog[open]').waitFor();
		const animation = (demo: DemoPage) => demo.page.locator('dialog[open]').evaluate((dialog) => getComputedStyle(dialog).animationName);
		expect(await animation(reduced)).toBe('none');
		expect(await reduced.page.evaluate(() => document.getAnimations().length)).toBe(0);
		const full = await dialogPage('no-preference');
		await full.page.click(terms);
		await full.page.locator('dialog[open]').waitFor();
		expect(await animation(full)).toBe('islands-dialog-in');
	});
});
