import { describe, expect, it } from 'vitest';
import { checkPhoneFields, isValidPhone } from './phone-field';

describe('isValidPhone', () => {
	it('takes 6 to 15 digits with the separators WooCommerce accepts', () => {
		for (const value of ['+44 20 7946 0958', '(020) 7946-0958', '123456', '123.456.789', '+1/555/1234567']) expect(isValidPhone(value)).toBe(true);
	});

	it('refuses letters, too few and too many digits', () => {
		for (const value of ['12ab34', 'call me', '12345', '1234567890123456', '']) expect(isValidPhone(value)).toBe(false);
	});
});

describe('checkPhoneFields', () => {
	const form = () => {
		document.body.innerHTML =
			'<form><p class="form-row validate-required" id="phone_field"><label for="phone" class="required_field">Phone&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="tel" name="phone" id="phone" required></span></p></form>';
		return document.querySelector('form')!;
	};

	it('flags a filled invalid number, names it by its label and focuses it', () => {
		const element = form();
		const input = element.querySelector('input')!;
		input.value = 'not a number';
		expect(checkPhoneFields(element)).toBe('Phone is not a valid phone number.');
		expect(input.getAttribute('aria-invalid')).toBe('true');
		expect(element.querySelector('.form-row')!.classList.contains('woocommerce-invalid-phone')).toBe(true);
		expect(document.activeElement).toBe(input);
	});

	it('clears the marks once the number is valid, and leaves an empty field to the browser and the server', () => {
		const element = form();
		const input = element.querySelector('input')!;
		input.value = 'x';
		checkPhoneFields(element);
		input.value = '+44 20 7946 0958';
		expect(checkPhoneFields(element)).toBeNull();
		expect(input.hasAttribute('aria-invalid')).toBe(false);
		expect(element.querySelector('.form-row')!.classList.contains('woocommerce-invalid')).toBe(false);
		input.value = '';
		expect(checkPhoneFields(element)).toBeNull();
	});
});
