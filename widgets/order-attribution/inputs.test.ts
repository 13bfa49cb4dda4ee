import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FIELDS } from './params';
import { ELEMENT_NAME, defineInputsElement, removeDuplicateGroups, stampInputs } from './inputs';

const PREFIX = 'wc_order_attribution_';
let current: Record<string, string | null> | undefined;
const config = { prefix: PREFIX, fields: { ...DEFAULT_FIELDS }, currentValues: () => current };
const FIELDS = Object.keys(DEFAULT_FIELDS);
const filled = (value: string) => Object.fromEntries(FIELDS.map((field) => [field, value]));

type Group = HTMLElement & { values?: Record<string, string | null | undefined> };
const groups = () => [...document.querySelectorAll<Group>(ELEMENT_NAME)];
const inputOf = (root: ParentNode, field: string) => root.querySelector<HTMLInputElement>(`input[name="${PREFIX}${field}"]`)!;

let early: Group;
beforeAll(() => {
	// Values set before the definition exists become an own property of the plain element.
	early = document.createElement(ELEMENT_NAME) as Group;
	early.values = { source_type: 'utm', utm_source: 'early' };
	document.body.append(early);
	expect(defineInputsElement(config)).toBe(true);
});
beforeEach(() => {
	current = undefined;
	document.body.replaceChildren();
});

describe('the element', () => {
	it('applies values assigned before define (own-values upgrade pattern)', () => {
		expect(Object.prototype.hasOwnProperty.call(early, 'values')).toBe(false);
		expect(early.querySelectorAll('input')).toHaveLength(16);
		expect(inputOf(early, 'utm_source').value).toBe('early');
		expect(inputOf(early, 'utm_medium').value).toBe('');
	});

	it('is defined once: a second define does nothing and does not throw', () => {
		const defined = customElements.get(ELEMENT_NAME);
		expect(() => defineInputsElement(config)).not.toThrow();
		expect(defineInputsElement(config)).toBe(false);
		expect(customElements.get(ELEMENT_NAME)).toBe(defined);
	});

	it('fills a form with 16 hidden inputs that the form submits', () => {
		document.body.innerHTML = `<form name="checkout" class="checkout woocommerce-checkout"><${ELEMENT_NAME}></${ELEMENT_NAME}></form>`;
		const form = document.querySelector('form')!;
		stampInputs(filled('v'), config);
		const inputs = [...form.querySelectorAll('input')];
		expect(inputs.map((input) => [input.type, input.name])).toEqual(FIELDS.map((field) => ['hidden', PREFIX + field]));
		const submitted = [...new FormData(form).entries()];
		expect(submitted).toEqual(FIELDS.map((field) => [PREFIX + field, 'v']));
	});

	it('keeps values with quotes and angle brackets as values, never markup', () => {
		const hostile = '"><img src=x onerror=alert(1)><script>x</script>';
		document.body.innerHTML = `<form><${ELEMENT_NAME}></${ELEMENT_NAME}></form>`;
		stampInputs({ ...filled(''), referrer: hostile, session_entry: 'https://x.example/?a="<b>' }, config);
		expect(inputOf(document, 'referrer').value).toBe(hostile);
		expect(inputOf(document, 'session_entry').value).toBe('https://x.example/?a="<b>');
		expect(document.querySelectorAll('img, script')).toHaveLength(0);
		expect(groups()[0]!.children).toHaveLength(16);
	});

	it('maps null and undefined to ""', () => {
		document.body.innerHTML = `<form><${ELEMENT_NAME}></${ELEMENT_NAME}></form>`;
		stampInputs(filled('x'), config);
		groups()[0]!.values = { source_type: null, referrer: undefined };
		expect(inputOf(document, 'source_type').value).toBe('');
		expect(inputOf(document, 'referrer').value).toBe('');
	});

	it('a group connected later fills itself with the values in force', () => {
		current = filled('now');
		const form = document.createElement('form');
		document.body.append(form);
		form.append(document.createElement(ELEMENT_NAME));
		expect(inputOf(form, 'session_pages').value).toBe('now');
	});

	it('warns once when inputs are missing', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		document.body.innerHTML = `<${ELEMENT_NAME}></${ELEMENT_NAME}>`;
		const group = groups()[0]!;
		group.replaceChildren();
		group.values = filled('x');
		expect(warn).toHaveBeenCalledTimes(1);
		expect(String(warn.mock.calls[0]?.[0])).toContain('source_type');
		warn.mockRestore();
	});
});

describe('per-form de-duplication (contract §6.6, PR #67711)', () => {
	it('keeps the checkout and the register group', () => {
		document.body.innerHTML = `
			<form class="woocommerce-checkout"><${ELEMENT_NAME}></${ELEMENT_NAME}></form>
			<form class="woocommerce-form-register"><${ELEMENT_NAME}></${ELEMENT_NAME}></form>`;
		removeDuplicateGroups();
		expect(groups().map((group) => group.closest('form')!.className)).toEqual(['woocommerce-checkout', 'woocommerce-form-register']);
	});

	it('removes extra groups inside one form, keeping the first', () => {
		document.body.innerHTML = `<form>
			<${ELEMENT_NAME} id="billing"></${ELEMENT_NAME}><p></p>
			<${ELEMENT_NAME} id="shipping"></${ELEMENT_NAME}>
			<${ELEMENT_NAME} id="notes"></${ELEMENT_NAME}></form>`;
		stampInputs(filled('v'), config);
		expect(groups().map((group) => group.id)).toEqual(['billing']);
		expect(new FormData(document.querySelector('form')!).getAll(`${PREFIX}source_type`)).toEqual(['v']);
	});

	it('a gateway group before the form does not displace the form’s group', () => {
		document.body.innerHTML = `
			<div><${ELEMENT_NAME} id="wc-stripe-express-checkout__order-attribution-inputs"></${ELEMENT_NAME}></div>
			<form class="woocommerce-checkout"><${ELEMENT_NAME} id="form-group"></${ELEMENT_NAME}><${ELEMENT_NAME} id="extra"></${ELEMENT_NAME}></form>
			<${ELEMENT_NAME} id="second-outside"></${ELEMENT_NAME}>`;
		stampInputs(filled('v'), config);
		expect(groups().map((group) => group.id)).toEqual(['wc-stripe-express-checkout__order-attribution-inputs', 'form-group']);
		expect(inputOf(document.querySelector('form')!, 'source_type').value).toBe('v');
	});
});

describe('WooCommerce 8.5.x plain inputs', () => {
	it('fills hidden inputs printed without the element', () => {
		document.body.innerHTML = `<form class="woocommerce-checkout">
			<input type="hidden" name="${PREFIX}source_type" value="">
			<input type="hidden" name="${PREFIX}utm_source" value="">
			<input type="text" name="billing_first_name" value="Ann"></form>`;
		stampInputs({ ...filled(''), source_type: 'organic', utm_source: 'google' }, config);
		expect(Object.fromEntries(new FormData(document.querySelector('form')!))).toEqual({
			[`${PREFIX}source_type`]: 'organic',
			[`${PREFIX}utm_source`]: 'google',
			billing_first_name: 'Ann',
		});
	});
});
