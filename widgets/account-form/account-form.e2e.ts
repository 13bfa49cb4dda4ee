import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('edit-account form', () => {
	it('never submits an account form printed with onsubmit="false"', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.logIn('reader', '/my-account/edit-account/?blocked=1');
		const before = page.url();
		let posted = false;
		page.on('request', (request) => {
			if (request.method() === 'POST') posted = true;
		});
		await page.locator('.jeg_account_right form button[type="submit"]').click();
		await page.waitForTimeout(300);
		expect(posted).toBe(false);
		expect(page.url()).toBe(before);
		expect(await page.evaluate(() => window.scrollY)).toBe(0);
	});

	it('offers the new names as display names once, and saves the chosen one', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.logIn('reader', '/my-account/edit-account/');
		const last = await page.locator('#lname').inputValue();
		await page.fill('#fname', 'Grace');
		await page.locator('#fname').blur();
		await page.fill('#lname', `${last}x`);
		await page.locator('#lname').blur();
		await page.fill('#lname', last);
		await page.locator('#lname').blur();
		const options = await page.locator('#dname option').allTextContents();
		for (const name of ['Grace', `Grace ${last}`, `${last} Grace`]) expect(options.filter((option) => option === name)).toHaveLength(1);
		await page.selectOption('#dname', 'Grace');
		await Promise.all([page.waitForURL('**/my-account/'), page.click('.jeg_account_right form button[type="submit"]')]);
		await demo.goto('/my-account/edit-account/');
		expect(await page.locator('#dname').inputValue()).toBe('Grace');
	});
});
