import { afterEach, describe, expect, it } from 'vitest';
import { accountForms } from '../../demo/server/render/account-forms';
import { editAccountForm } from '../../demo/server/render/edit-account';
import type { User } from '../../demo/server/state/users';
import { printedFixtures } from '../../runtime/react/testing/printed-fixtures';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { island } from './island';
import mountToggle from './index';
import { PasswordToggle } from './password-toggle';
import { needsToggle, wrapPasswordInput } from './password-wrapper';

const labels = { show: 'Show password', hide: 'Hide password' };
const user = { id: 2, login: 'reader', displayName: 'Reader' } as User;
const details = { firstName: 'Ada', lastName: 'Lovelace', displayName: 'Ada', email: 'ada@example.com' };
const pages = [
	accountForms({ username: '', email: '' }, { login: 'n1', register: 'n2' }),
	`<div class="woocommerce">${editAccountForm(user, details, 'n3', false)}</div>`,
];
const printed = pages.flatMap((html) => printedFixtures(html, island.selector));

afterEach(() => {
	document.body.innerHTML = '';
});

/** The field as the island finds it: moved into its span, then hydrated there. */
function toggled(html: string) {
	const input = fixture<HTMLInputElement>(html);
	wrapPasswordInput(input);
	const unmount = hydrateForTest(input, <PasswordToggle element={input} {...labels} />);
	return { input, button: input.parentElement!.querySelector<HTMLButtonElement>('button.show-password-input')!, unmount };
}

describe('password toggle', () => {
	it('finds the login, register and account-details fields the demo prints', () => {
		expect(printed).toHaveLength(5);
	});

	const render = (element: HTMLElement) => <PasswordToggle element={element} {...labels} />;
	itHydratesByteForByte('field', printed, render);

	it('wraps the field, labels the button and switches password ↔ text, keeping focus in the field', async () => {
		const { input, button, unmount } = toggled('<input id="pw" class="woocommerce-Input" type="password">');
		expect(input.parentElement?.className).toBe('password-input');
		expect(button.type).toBe('button');
		expect(button.getAttribute('aria-label')).toBe('Show password');
		expect(button.getAttribute('aria-describedby')).toBe('pw');
		await act(async () => button.click());
		expect(input.type).toBe('text');
		expect(button.getAttribute('aria-label')).toBe('Hide password');
		expect(button.classList.contains('display-password')).toBe(true);
		expect(document.activeElement).toBe(input);
		await act(async () => button.click());
		expect(input.type).toBe('password');
		expect(button.getAttribute('aria-label')).toBe('Show password');
		unmount();
	});

	it('adds one button even when found twice', () => {
		const { input, unmount } = toggled('<input id="pw" type="password">');
		expect(needsToggle(input)).toBe(false);
		expect(document.querySelectorAll('.show-password-input')).toHaveLength(1);
		unmount();
	});

	it('keeps a span the template printed and the typed value', () => {
		const input = fixture('<span class="password-input"><input id="pw" type="password"></span>').firstElementChild as HTMLInputElement;
		input.value = 's3cret';
		wrapPasswordInput(input);
		expect(document.querySelectorAll('span.password-input')).toHaveLength(1);
		expect(input.value).toBe('s3cret');
	});

	itLeavesNothingBehind({
		html: '<input id="pw" class="woocommerce-Input" type="password">',
		mount: mountToggle, render,
		use: (element) => element.parentElement!.querySelector('button')?.click(),
	});
});
