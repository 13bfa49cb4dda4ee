/**
 * A login, register or forgot form in its popup (theme-ajax.md §5): checks in
 * the theme's order, then the nonce refresh and the post; the answer shows in
 * `.form-message` as an alert (text, never HTML), the button label follows
 * (`data-process` while sending, `data-string` after), a successful login
 * reloads to `jnewsoption.login_reload`. Password fields get a show/hide button.
 * With reCAPTCHA on, the first open loads the library (captcha.ts) and its
 * token goes with the form; a library that cannot load is said at once.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { AccountFormType } from '../../contracts/theme/account';
import type { ThemeMessages } from '../../contracts/theme/globals';
import { navigateTo } from '../../runtime/navigate';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useDomEvent } from '../../runtime/react/use-dom-event';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { themeCall } from '../../runtime/theme/endpoint';
import { submitAccount } from './account-flow';
import { RECAPTCHA_FIELD } from '../../contracts/theme/recaptcha';
import { Captcha, captchaUnavailable } from './captcha';
import { validateAccount } from './validate';
import { __ } from '../../runtime/i18n';

export const POPUP_OPEN_EVENT = 'islands:account-popup-open';

export interface AccountFormProps {
	type: AccountFormType;
	messages: ThemeMessages;
	recaptcha: boolean;
	/** Where the reCAPTCHA library is loaded from when the page lacks it. */
	recaptchaApi: string;
	loginReload: string;
}

type Message = { kind: 'error' | 'success'; text: string } | null;

const field = (form: HTMLFormElement, name: string): string | undefined => (form.elements.namedItem(name) as HTMLInputElement | null)?.value;

export function AccountForm({ element, type, messages, recaptcha, recaptchaApi, loginReload }: AccountFormProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	const [message, setMessage] = useState<Message>(null);
	const [busy, setBusy] = useState(false);
	const [shown, setShown] = useState(false);
	const [captcha] = useState(() => new Captcha(recaptcha ? element.querySelector<HTMLElement>('.g-recaptcha') : null, recaptchaApi));
	const pending = useRef<AbortController | null>(null);
	const hydrated = useHydrated();
	const form = element as HTMLFormElement;

	function opened() {
		setMessage(null);
		void captcha.prepare().then((state) => state === 'failed' && element.isConnected && setMessage({ kind: 'error', text: captchaUnavailable() }));
	}
	useDomEvent(element, POPUP_OPEN_EVENT, opened);
	// The form wakes on the first focus inside its popup, after the popup's open event: it catches up.
	useEffect(() => {
		if (element.closest('dialog[open]')) opened();
	}, [element]);

	async function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault();
		setMessage(null);
		const problem = validateAccount(type, { email: field(form, 'email'), username: field(form, 'username'), password: field(form, 'password'), user_login: field(form, 'user_login') }, messages, { required: captcha.required, token: captcha.token, failed: captcha.state === 'failed' });
		if (problem) return setMessage({ kind: 'error', text: problem });
		pending.current?.abort();
		const controller = new AbortController();
		pending.current = controller;
		setBusy(true);
		const result = await submitAccount(form, (fields, signal) => themeCall(fields, { signal }), controller.signal, captcha.required ? { [RECAPTCHA_FIELD]: captcha.token } : {});
		if (result === null) return;
		pending.current = null;
		setBusy(false);
		setMessage({ kind: result.ok ? 'success' : 'error', text: result.message });
		if (!result.ok) return captcha.reset();
		if ('reload' in result && result.reload) {
			if (!loginReload || !navigateTo(loginReload)) location.reload();
		} else form.reset();
	}

	return serverTree(printed, (node) => {
		if (node === printed) return { onSubmit, ...(hydrated ? { 'aria-busy': busy ? 'true' : undefined } : {}) };
		if (node.classList.contains('form-message'))
			return hydrated && { children: message && <p className={`alert alert-${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>{message.text}</p> };
		if (node.localName === 'input' && node.getAttribute('type') === 'submit' && hydrated)
			return { value: busy ? (node.getAttribute('data-process') ?? __('Processing . . .')) : (node.getAttribute('data-string') ?? node.getAttribute('value') ?? '') };
		if (node.localName === 'input' && node.getAttribute('name') === 'password')
			return hydrated && { type: shown ? 'text' : 'password', 'aria-label': node.getAttribute('placeholder') ?? __('Password') };
		if (node.localName === 'input' && node.getAttribute('placeholder') && !node.hasAttribute('aria-label') && hydrated)
			return { 'aria-label': node.getAttribute('placeholder') };
		if (hydrated && node.localName === 'p' && node.querySelector(':scope > input[name="password"]'))
			return {
				children: [
					...Array.from(node.children).map((child) => serverTree(child, enhanceChild)),
					<button type="button" key="toggle" className="show-password-input" aria-pressed={shown ? 'true' : 'false'} aria-label={shown ? __('Hide password') : __('Show password')} onClick={() => setShown((on) => !on)}>
						{shown ? __('Hide') : __('Show')}
					</button>,
				],
			};
		return null;
	});

	function enhanceChild(node: Element) {
		return node.getAttribute('name') === 'password' && { type: shown ? 'text' : 'password', 'aria-label': node.getAttribute('placeholder') ?? __('Password') };
	}
}
