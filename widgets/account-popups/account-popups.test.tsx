import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MESSAGES } from '../../contracts/theme/globals';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { AccountForm } from './account-form';
import { validateAccount } from './validate';
import { captchaUnavailable } from './captcha';
import { CLOSE_MS, PopupLink } from './popup-link';

const login =
	'<form action="#" data-type="login" method="post" accept-charset="utf-8"><h3>Welcome Back!</h3><div class="form-message"></div><p class="input_field"><input type="text" name="username" placeholder="Username" value=""></p>' +
	'<p class="input_field"><input type="password" name="password" placeholder="Password" value=""></p><p class="submit"><input type="hidden" name="action" value="login_handler"><input type="hidden" name="jnews_nonce" value="abc"><input type="submit" name="jeg_login_button" class="button" value="Log In" data-process="Processing . . ." data-string="Log In"></p></form>';

afterEach(() => {
	vi.unstubAllGlobals();
	delete (HTMLElement.prototype as { animate?: unknown }).animate;
	document.body.innerHTML = '';
});

describe('account forms', () => {
	itHydratesByteForByte('login form', login, (element) => (
		<AccountForm element={element} type="login" messages={DEFAULT_MESSAGES} recaptcha={false} recaptchaApi="/r.js" loginReload="/" />
	));

	const none = { required: false, token: '' };
	it.each([
		['register', { email: '', username: '' }, none, 'Please enter your email!'],
		['register', { email: 'a@b.c', username: '' }, none, 'Please enter your username!'],
		['login', { username: '', password: '' }, none, 'Please enter your username!'],
		['login', { username: 'a', password: '' }, none, 'Please enter your password!'],
		['login', { username: ' ', password: ' ' }, none, null],
		['forgot', { user_login: '' }, none, 'Please enter your username!'],
		['login', { username: 'a', password: 'b' }, { required: true, token: '' }, 'Invalid Recaptcha!'],
		['login', { username: 'a', password: 'b' }, { required: true, token: 't' }, null],
		['login', { username: 'a', password: 'b' }, { required: true, token: '', failed: true }, captchaUnavailable()],
		['login', { username: 'a', password: '' }, { required: true, token: '', failed: true }, 'Please enter your password!'],
	] as const)('%s %j → %s', (type, fields, captcha, expected) => {
		expect(validateAccount(type, fields, DEFAULT_MESSAGES, captcha)).toBe(expected);
	});
});

describe('account popup', () => {
	/** Opens the login popup with every animation held until `finish`; returns what was animated and how. */
	async function openPopup() {
		const animations: { keyframes: unknown; options: KeyframeAnimationOptions; finish: () => void }[] = [];
		// happy-dom has no Web Animations: each animation is recorded and ends when the test says so.
		const animate = vi.fn(function (this: Element, keyframes: unknown, options: KeyframeAnimationOptions) {
			let finish = () => {};
			const finished = new Promise<void>((resolve) => (finish = resolve));
			animations.push({ keyframes, options, finish });
			return { finished } as unknown as Animation;
		});
		Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true, writable: true });
		fixture(`<div id="jeg_loginform"><div class="jeg_popupform">${login}</div></div>`);
		const link = fixture('<a class="jeg_popuplink" href="#jeg_loginform">Login</a>');
		const popup = document.querySelector<HTMLElement>('#jeg_loginform .jeg_popupform')!;
		const unmount = hydrateForTest(link, <PopupLink element={link} popup={popup} title="Welcome Back!" />);
		await act(async () => link.click());
		return { animations, unmount, isOpen: () => document.querySelector('dialog.jeg_popup_dialog') !== null };
	}
	const closeButton = () => document.querySelector<HTMLButtonElement>('dialog .islands-dialog__close')!;

	it('zooms out over 500 ms before it goes, and takes a second close as the same one', async () => {
		const { animations, unmount, isOpen } = await openPopup();
		expect(isOpen()).toBe(true);
		await act(async () => closeButton().click());
		await act(async () => closeButton().click());
		expect(isOpen()).toBe(true);
		expect(animations.map(({ options }) => [options.duration, options.pseudoElement ?? ''])).toEqual([
			[CLOSE_MS, '::backdrop'],
			[CLOSE_MS, ''],
		]);
		expect(CLOSE_MS).toBe(500);
		await act(async () => animations.forEach(({ finish }) => finish()));
		expect(isOpen()).toBe(false);
		unmount();
	});

	it('closes at once with reduced motion', async () => {
		vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
		const { animations, unmount, isOpen } = await openPopup();
		await act(async () => closeButton().click());
		expect(isOpen()).toBe(false);
		expect(animations).toEqual([]);
		unmount();
	});
});
