import { afterEach, describe, expect, it, vi } from 'vitest';
import { Captcha } from './captcha';
import { resetRecaptchaLoader } from './recaptcha-loader';

afterEach(() => {
	vi.unstubAllGlobals();
	resetRecaptchaLoader();
	document.body.innerHTML = '';
});

const holder = () => {
	document.body.innerHTML = '<form><div class="g-recaptcha" data-sitekey="k"></div></form>';
	return document.querySelector<HTMLElement>('.g-recaptcha')!;
};

describe('the account form captcha', () => {
	it('renders the widget once (even when asked twice at once), keeps the callback token, and resets on the next open', async () => {
		let callback: (token: string) => void = () => {};
		const grecaptcha = { render: vi.fn((_: Element, options: { callback: (token: string) => void }) => ((callback = options.callback), 7)), reset: vi.fn() };
		vi.stubGlobal('grecaptcha', grecaptcha);
		const element = holder();
		const captcha = new Captcha(element, '/api.js');
		expect(await Promise.all([captcha.prepare(), captcha.prepare()])).toEqual(['ready', 'ready']);
		expect(grecaptcha.render).toHaveBeenCalledTimes(1);
		expect(grecaptcha.render.mock.calls[0][1]).toMatchObject({ sitekey: 'k' });
		expect(element.classList.contains('loaded')).toBe(true);
		callback('tok');
		expect(captcha.token).toBe('tok');
		await captcha.prepare();
		expect(grecaptcha.reset).toHaveBeenCalledWith(7);
		expect(captcha.token).toBe('');
	});

	it('reads the token from the widget’s field when the theme rendered the widget itself', async () => {
		vi.stubGlobal('grecaptcha', { render: () => { throw new Error('already rendered'); }, reset: () => {} });
		const element = holder();
		element.innerHTML = '<textarea name="g-recaptcha-response">theirs</textarea>';
		const captcha = new Captcha(element, '/api.js');
		expect(await captcha.prepare()).toBe('ready');
		expect(captcha.token).toBe('theirs');
	});

	it('is off without a widget in the form', async () => {
		const captcha = new Captcha(null, '/api.js');
		expect([captcha.required, await captcha.prepare()]).toEqual([false, 'off']);
	});
});
