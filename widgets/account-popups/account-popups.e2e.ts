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

	it('closing zooms out over 500 ms, and is immediate with reduced motion', async () => {
		for (const reducedMotion of ['no-preference', 'reduce'] as const) {
			const demo = await openPage({ reducedMotion });
			const { page } = demo;
			await demo.goto(ARTICLE);
			await page.click('.jeg_accountlink a[href="#jeg_loginform"]');
			await expect.poll(() => page.locator(dialog).isVisible()).toBe(true);
			// The opening has played out, so what runs after the key press is the closing alone.
			await page.evaluate((selector) => Promise.all(document.querySelector(selector)!.getAnimations({ subtree: true }).map((animation) => animation.finished)), dialog);
			// From the key press to the dialog leaving the page, in the page: what the close plays, and how long it took.
			const closing = await page.evaluate(
				(selector) =>
					new Promise<{ durations: number[]; ms: number }>((resolve) => {
						const element = document.querySelector(selector)!;
						const start = performance.now();
						element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
						const durations = element.getAnimations({ subtree: true }).map((animation) => Number(animation.effect?.getTiming().duration));
						const gone = () => resolve({ durations, ms: performance.now() - start });
						if (!document.querySelector(selector)) return gone();
						new MutationObserver((_, observer) => {
							if (document.querySelector(selector)) return;
							observer.disconnect();
							gone();
						}).observe(document.body, { childList: true, subtree: true });
					}),
				dialog,
			);
			if (reducedMotion === 'reduce') expect(closing.durations).toEqual([]);
			else {
				// The dialog and its backdrop, each over 500 ms; it stays until they end (a slow machine only makes it later).
				expect(closing.durations).toEqual([500, 500]);
				expect(closing.ms).toBeGreaterThanOrEqual(480);
			}
			expect(await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'))).toBe('#jeg_loginform');
		}
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

describe('account popups with reCAPTCHA', () => {
	const library = (page: import('playwright-core').Page) => page.evaluate(() => Array.from(document.scripts, (script) => script.src).filter((src) => src.includes('/recaptcha/')));

	it('loads the library when a popup first opens, and the ticked box’s token reaches the server', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(`${ARTICLE}?captcha=1`);
		expect(await library(page)).toEqual([]);
		await page.click('.jeg_accountlink a[href="#jeg_loginform"]');
		const box = page.locator(`${dialog} .g-recaptcha.loaded input[type=checkbox]`);
		await expect.poll(() => box.count()).toBe(1);
		const [src] = await library(page);
		expect(new URL(src).pathname).toBe('/demo/assets/recaptcha/api.js');
		expect(new URL(src).searchParams.get('render')).toBe('explicit');
		await page.fill(`${dialog} input[name=username]`, 'reader');
		await page.fill(`${dialog} input[name=password]`, 'wrong');
		await page.click(`${dialog} input[type=submit]`);
		expect(await page.locator(message).textContent()).toBe('Invalid Recaptcha!');
		expect(account(demo.ajax)).toEqual([]);

		// Ticked: the token goes with the form; the server checks it (a wrong password is the next thing it says).
		await box.check();
		await expect.poll(() => page.locator(`${dialog} textarea[name="g-recaptcha-response"]`).inputValue()).not.toBe('');
		await page.click(`${dialog} input[type=submit]`);
		await expect.poll(() => page.locator(`${message}.alert-error`).textContent()).toBe('The password you entered for the username is incorrect.');
		const first = demo.ajax.filter((call) => call.endpoint === 'jnews:login_handler').at(-1)!.body.get('g-recaptcha-response');
		expect(first?.split('.')).toHaveLength(4);
		// A failed answer resets the captcha: the next try needs a new tick.
		expect(await box.isChecked()).toBe(false);
		await page.click(`${dialog} input[type=submit]`);
		expect(await page.locator(message).textContent()).toBe('Invalid Recaptcha!');

		// Closing and opening again resets the widget; the library is not loaded twice.
		await page.keyboard.press('Escape');
		await page.click('.jeg_accountlink a[href="#jeg_loginform"]');
		await expect.poll(() => page.locator(dialog).isVisible()).toBe(true);
		expect(await library(page)).toHaveLength(1);
		await page.fill(`${dialog} input[name=password]`, 'reader');
		await box.check();
		await expect.poll(() => page.locator(`${dialog} textarea[name="g-recaptcha-response"]`).inputValue()).not.toBe('');
		await Promise.all([page.waitForEvent('load'), page.click(`${dialog} input[type=submit]`)]);
		await demo.settle();
		expect(await page.locator('.jeg_accountlink').count()).toBe(0);
		const second = demo.ajax.filter((call) => call.endpoint === 'jnews:login_handler').at(-1)!.body.get('g-recaptcha-response');
		expect(second).not.toBe(first);
		expect(demo.errors).toEqual([]);
	});

	it('a library that cannot be loaded is said at once, the form sends nothing, and the next open tries again', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(`${ARTICLE}?captcha=1&captcha_api=missing`);
		await page.click('.jeg_accountlink a[href="#jeg_loginform"]');
		const unavailable = 'The reCAPTCHA check could not be loaded. Check your connection, then open this form again.';
		await expect.poll(() => page.locator(`${message}.alert-error`).textContent()).toBe(unavailable);
		expect(await page.locator(`${message}`).getAttribute('role')).toBe('alert');
		await page.fill(`${dialog} input[name=username]`, 'reader');
		await page.fill(`${dialog} input[name=password]`, 'reader');
		await page.click(`${dialog} input[type=submit]`);
		expect(await page.locator(message).textContent()).toBe(unavailable);
		expect(account(demo.ajax)).toEqual([]);
		// The empty-field checks still come first.
		await page.fill(`${dialog} input[name=password]`, '');
		await page.click(`${dialog} input[type=submit]`);
		expect(await page.locator(message).textContent()).toBe('Please enter your password!');
		// Reopened: a second attempt to load (and it fails the same way).
		const attempts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/recaptcha/missing.js')).length);
		expect(await attempts()).toBe(1);
		await page.keyboard.press('Escape');
		await page.click('.jeg_accountlink a[href="#jeg_loginform"]');
		await expect.poll(attempts).toBe(2);
		await expect.poll(() => page.locator(`${message}.alert-error`).textContent()).toBe(unavailable);
	});
});
