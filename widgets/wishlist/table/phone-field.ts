/**
 * The ask-an-estimate form's phone fields (`input[type=tel]`, a site's
 * `yith_wcwl_ask_an_estimate_fields` of type `tel`), checked before the
 * request is sent: only the characters WooCommerce accepts in a phone
 * number (its `validate-phone` rule) and 6 to 15 digits (spec §5). An empty
 * optional field is left alone; an empty required one is the browser's and
 * the server's to refuse ("Missing required argument: …").
 */
import { __, sprintf } from '../../../runtime/i18n';
const PHONE_CHARACTERS = /^[\s#0-9_\-+/().]*$/;
const MIN_DIGITS = 6;
const MAX_DIGITS = 15;

export function isValidPhone(value: string): boolean {
	if (!PHONE_CHARACTERS.test(value)) return false;
	const digits = value.replace(/\D/g, '').length;
	return digits >= MIN_DIGITS && digits <= MAX_DIGITS;
}

/** The field's label without its required mark. */
const labelOf = (input: HTMLInputElement): string =>
	(input.labels?.[0]?.firstChild?.textContent ?? input.name).replace(/\u00a0/g, ' ').trim() || __('Phone');

/**
 * Marks each filled phone field of `form` valid or not (WooCommerce's classes on its `.form-row`, and
 * `aria-invalid`); returns the first invalid one's message and focuses it, or null when all pass.
 */
export function checkPhoneFields(form: HTMLFormElement): string | null {
	let message: string | null = null;
	for (const input of form.querySelectorAll<HTMLInputElement>('input[type="tel"]')) {
		const invalid = input.value.trim() !== '' && !isValidPhone(input.value.trim());
		input.closest('.form-row')?.classList.toggle('woocommerce-invalid', invalid);
		input.closest('.form-row')?.classList.toggle('woocommerce-invalid-phone', invalid);
		if (invalid) input.setAttribute('aria-invalid', 'true');
		else input.removeAttribute('aria-invalid');
		if (invalid && message === null) {
			/* translators: %s: the field's label */
			message = sprintf(__('%s is not a valid phone number.'), labelOf(input));
			input.focus();
		}
	}
	return message;
}
