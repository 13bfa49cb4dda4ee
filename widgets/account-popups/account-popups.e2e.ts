import { describe, expect, it } from 'vitest';
import { type AjaxCall, setFault, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const ARTICLE = '/article/council-budget-232/';
const account = (ajax: AjaxCall[]) => ajax.filter((call) => /jnews:(jnews_refresh_nonce|login_handler|register_handler|forget_password_handler)/.test(call.endpoint)).map((call) => call.endpoint.slice(6));
const dialog = 'dialog.jeg_popup_dialog';
const message = `${dialog} .form-message p`;

describe('account popups', () => {
	it('login: checks in order, shows the server string, then logs in and reloads', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(ARTICLE);
		await page.click('.jeg_accountlink a[href="#jeg_loginform"]');
		await expect.poll(() => page.locator(dialog).isVisible()).toBe(true);
		expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('username');
		await page.click(`${dialog} input[type=submit]`);
		expect(await page.locator(message).textContent()).toBe('Please enter your username!');
		await page.fill(`${dialog} input[name=username]`, 'reader');
		await page.click(`${dialog} input[type=submit]`);
		expect(await page.locator(message).textContent()).toBe('Please enter your password!');
		expect(account(demo.ajax)).toEqual([]);
		await page.fill(`${dialog} input[name=password]`, 'wrong');
		await page.click(`${dialog} button.show-password-input`);
		expect(await page.locator(`${dialog} input[name=password]`).getAttribute('type')).toBe('text');
		await page.click(`${dialog} input[type=submit]`);
		await expect.poll(() => page.locator(`${message}.alert-error`).textContent()).toBe('The password you entered for the username is incorrect.');
		expect(await page.locator(`${dialog} input[type=submit]`).inputValue()).toBe('Log In');
		expect(account(demo.ajax)).toEqual(['jnews_refresh_nonce', 'login_handler']);
		await page.fill(`${dialog} input[name=password]`, 'reader');
		await Promise.all([page.waitForEvent('load'), page.click(`${dialog} input[type=submit]`)]);
		await demo.settle();
		expect(new URL(page.url()).pathname).toBe(ARTICLE);
		expect(await page.locator('.jeg_accountlink').count()).toBe(0);
		const posted = demo.ajax.filter((call) => call.endpoint === 'jnews:login_handler').at(-1)!.body;
		expect([posted.get('username'), posted.get('lang'), posted.get('jnews_nonce')?.length]).toEqual(['reader', 'en_US', 10]);
	});

	it('an expired page nonce is refreshed before the form is posted', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(ARTICLE);
		const stale = await page.locator('#jeg_loginform input[name=jnews_nonce]').inputValue();
		await page.request.post(demo.url('/demo/api/expire-nonces'));
		await page.click('.jeg_accountlink a[href="#jeg_loginform"]');
		await page.fill(`${dialog} input[name=username]`, 'reader');
		await page.fill(`${dialog} input[name=password]`, 'reader');
		await Promise.all([page.waitForEvent('load'), page.click(`${dialog} input[type=submit]`)]);
		const posted = demo.ajax.find((call) => call.endpoint === 'jnews:login_handler')!.body.get('jnews_nonce');
		expect(posted).not.toBe(stale);
	});

	it('register and forgot post their own actions and show the server’s answer', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(ARTICLE);
		await page.click('.jeg_accountlink a[href="#jeg_registerform"]');
		await page.click(`${dialog} input[type=submit]`);
		expect(await page.locator(message).textContent()).toBe('Please enter your email!');
		await page.fill(`${dialog} input[name=email]`, 'jo@example.com');
		await page.fill(`${dialog} input[name=username]`, 'jo');
		await page.click(`${dialog} input[type=submit]`);
		await expect.poll(() => page.locator(`${message}.alert-success`).textContent()).toMatch(/^Register successful/);
		await page.click(`${dialog} a[href="#jeg_loginform"]`);
		await page.click(`${dialog} a[href="#jeg_forgotform"]`);
		await page.click(`${dialog} input[type=submit]`);
		expect(await page.locator(message).textContent()).toBe('Please enter your username!');
		await page.fill(`${dialog} input[name=user_login]`, 'nobody');
		await page.click(`${dialog} input[type=submit]`);
		await expect.poll(() => page.locator(`${message}.alert-error`).textContent()).toBe('email or username is not registered into this site');
		await page.fill(`${dialog} input[name=user_login]`, 'jo');
		await page.click(`${dialog} input[type=submit]`);
		await expect.poll(() => page.locator(`${message}.alert-success`).textContent()).toBe('Please check your e-mail for the confirmation link');
		expect(account(demo.ajax).filter((name) => name !== 'jnews_refresh_nonce')).toEqual(['register_handler', 'forget_password_handler', 'forget_password_handler']);
		await page.keyboard.press('Escape');
		await expect.poll(() => page.locator('dialog').count()).toBe(0);
	});

	it('a failing server or a missing captcha gives a clear message and a usable form', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(ARTICLE);
		await page.click('.jeg_accountlink a[href="#jeg_loginform"]');
		await page.fill(`${dialog} input[name=username]`, 'reader');
		await page.fill(`${dialog} input[name=password]`, 'reader');
		for (const fault of ['500', 'html', 'drop']) {
			await setFault(demo.context, fault, { demo_fault_endpoint: 'login_handler' });
			await page.click(`${dialog} input[type=submit]`);
			await expect.poll(() => page.locator(`${message}.alert-error`).textContent()).toBe('Something went wrong. Please try again.');
			expect(await page.locator(`${dialog} input[type=submit]`).inputValue()).toBe('Log In');
		}
		await setFault(demo.context, null);
		await demo.goto(`${ARTICLE}?captcha=1`);
		await page.click('.jeg_accountlink a[href="#jeg_loginform"]');
		await page.fill(`${dialog} input[name=username]`, 'reader');
		await page.fill(`${dialog} input[name=password]`, 'reader');
		await page.click(`${dialog} input[type=submit]`);
		expect(await page.locator(message).textContent()).toBe('Invalid Recaptcha!');
	});
});
