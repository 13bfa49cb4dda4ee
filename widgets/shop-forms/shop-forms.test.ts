import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayNameChoices, guardAccountForm } from './account-form';
import { addPasswordToggle } from './password-toggle';
import { clampQuantity, raisedQuantity } from './quantity';
import { reannounceResultCount } from './result-count';

afterEach(() => {
	document.body.innerHTML = '';
	vi.useRealTimers();
});

describe('quantity clamp', () => {
	it.each([
		['1', '2', '2'],
		['0', '1', '1'],
		['3', '2', null],
		['2', '2', null],
		['1', '', null],
		['1', '-1', null],
		['', '2', null],
		['1.5', '2', '2'],
	])('value %j with min %j → %j', (value, min, expected) => {
		expect(raisedQuantity(value, min)).toBe(expected);
	});

	it('raises a product quantity but leaves the cart table alone', () => {
		document.body.innerHTML = `
			<form class="cart"><input class="qty" id="a" type="number" min="2" value="1"></form>
			<table><tr><td class="product-quantity"><input class="qty" id="b" type="number" min="2" value="1"></td></tr></table>`;
		for (const input of document.querySelectorAll<HTMLInputElement>('input.qty')) clampQuantity(input);
		expect((document.getElementById('a') as HTMLInputElement).value).toBe('2');
		expect((document.getElementById('b') as HTMLInputElement).value).toBe('1');
	});
});

describe('password toggle', () => {
	const labels = { show: 'Show password', hide: 'Hide password' };

	it('wraps the field, labels the button and switches password ↔ text, keeping focus in the field', () => {
		document.body.innerHTML = '<div class="woocommerce"><form><input id="pw" class="woocommerce-Input" type="password"></form></div>';
		const input = document.getElementById('pw') as HTMLInputElement;
		addPasswordToggle(input, labels);
		const button = document.querySelector<HTMLButtonElement>('span.password-input > button.show-password-input')!;
		expect(input.parentElement?.className).toBe('password-input');
		expect(button.type).toBe('button');
		expect(button.getAttribute('aria-label')).toBe('Show password');
		expect(button.getAttribute('aria-describedby')).toBe('pw');
		button.click();
		expect(input.type).toBe('text');
		expect(button.getAttribute('aria-label')).toBe('Hide password');
		expect(button.classList.contains('display-password')).toBe(true);
		expect(document.activeElement).toBe(input);
		button.click();
		expect(input.type).toBe('password');
		expect(button.getAttribute('aria-label')).toBe('Show password');
	});

	it('adds one button even when mounted twice', () => {
		document.body.innerHTML = '<form><span class="password-input"><input id="pw" type="password"></span></form>';
		const input = document.getElementById('pw') as HTMLInputElement;
		addPasswordToggle(input, labels);
		addPasswordToggle(input, labels);
		expect(document.querySelectorAll('.show-password-input')).toHaveLength(1);
	});
});

describe('edit-account form', () => {
	it('offers display names without duplicates', () => {
		expect(displayNameChoices('Ada', 'Lovelace', 'first')).toEqual(['Ada', 'Ada Lovelace', 'Lovelace Ada']);
		expect(displayNameChoices('Ada', '', 'last')).toEqual(['Ada', 'Ada']);
		document.body.innerHTML = `<div class="jeg_account_right"><form>
			<input id="fname" value="Ada"><input id="lname" value="Lovelace">
			<select id="dname"><option value="ada">ada</option></select></form></div>`;
		const form = document.querySelector('form')!;
		guardAccountForm(form);
		const first = document.getElementById('fname') as HTMLInputElement;
		first.dispatchEvent(new Event('change'));
		first.dispatchEvent(new Event('change'));
		const options = Array.from((document.getElementById('dname') as HTMLSelectElement).options, (o) => o.value);
		expect(options).toEqual(['ada', 'Ada', 'Ada Lovelace', 'Lovelace Ada']);
	});

	it('blocks a form printed with onsubmit="false" and jumps to the top', () => {
		document.body.innerHTML = '<div class="jeg_account_right"><form onsubmit="false"><button>Save</button></form></div>';
		const form = document.querySelector('form')!;
		const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
		guardAccountForm(form);
		const event = new Event('submit', { cancelable: true });
		form.dispatchEvent(event);
		expect(event.defaultPrevented).toBe(true);
		expect(scroll).toHaveBeenCalledWith(0, 0);
	});

	it('lets any other form submit', () => {
		document.body.innerHTML = '<div class="jeg_account_right"><form><button>Save</button></form></div>';
		const form = document.querySelector('form')!;
		guardAccountForm(form);
		const event = new Event('submit', { cancelable: true });
		form.dispatchEvent(event);
		expect(event.defaultPrevented).toBe(false);
	});
});

describe('result count', () => {
	it('hides the count from assistive technology, then re-inserts it after 2 s', () => {
		vi.useFakeTimers();
		document.body.innerHTML = '<p class="woocommerce-result-count">Showing <b>all</b> 10 results</p>';
		const count = document.querySelector<HTMLElement>('.woocommerce-result-count')!;
		reannounceResultCount(count, '?orderby=price');
		expect(count.getAttribute('aria-hidden')).toBe('true');
		vi.advanceTimersByTime(2000);
		expect(count.getAttribute('aria-hidden')).toBe('false');
		expect(count.innerHTML).toBe('Showing <b>all</b> 10 results');
	});

	it('does nothing without a query string', () => {
		document.body.innerHTML = '<p class="woocommerce-result-count">Showing all 10 results</p>';
		const count = document.querySelector<HTMLElement>('.woocommerce-result-count')!;
		reannounceResultCount(count, '');
		expect(count.hasAttribute('aria-hidden')).toBe(false);
	});
});
