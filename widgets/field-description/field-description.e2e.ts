import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('field description', () => {
	it('opens while its field has focus and closes on Escape', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.logIn('reader', '/my-account/edit-account/');
		const description = page.locator('#dname-description');
		expect(await description.isVisible()).toBe(false);
		await page.locator('#dname').focus();
		await expect.poll(() => description.isVisible()).toBe(true);
		expect(await description.getAttribute('aria-hidden')).toBe('false');
		expect(await page.locator('#dname').getAttribute('aria-describedby')).toBe('dname-description');
		await page.keyboard.press('Escape');
		await expect.poll(() => description.isVisible()).toBe(false);
		expect(await description.getAttribute('aria-hidden')).toBe('true');
	});
});
