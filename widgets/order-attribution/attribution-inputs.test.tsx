import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { attributionInputs, orderAttributionGlobal } from '../../demo/server/render/order-attribution';
import { checkoutPage } from '../../demo/server/render/checkout-page';
import { accountForms } from '../../demo/server/render/account-forms';
import { printedFixtures } from '../../runtime/react/testing/printed-fixtures';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, framework, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import { AttributionInputs } from './attribution-inputs';
import { pageValues } from './group-values';
import mountAttribution from './index';
import { ELEMENT_NAME, defineInputsElement, isOurGroup } from './inputs-element';
import { DEFAULT_FIELDS } from './params';
import { stampInputs } from './stamp-inputs';

const PREFIX = 'wc_order_attribution_';
const FIELD_MAP = { ...DEFAULT_FIELDS };
const FIELDS = Object.keys(DEFAULT_FIELDS);
const filled = (value: string) => Object.fromEntries(FIELDS.map((field) => [field, value]));

type Group = HTMLElement & { values?: Record<string, string | null | undefined> };
const groups = () => [...document.querySelectorAll<Group>(ELEMENT_NAME)];
const inputOf = (root: ParentNode, field: string) => root.querySelector<HTMLInputElement>(`input[name="${PREFIX}${field}"]`)!;
const render = (group: HTMLElement) => <AttributionInputs element={group} prefix={PREFIX} fields={FIELDS} />;

/** Every group hydrated as the loader would, in document order; under React each needs its own container. */
function mountGroups(): () => void {
	const unmounts = groups().map((group) => {
		if (framework === 'react' && group.parentElement!.children.length > 1) {
			const holder = document.createElement('div');
			group.replaceWith(holder);
			holder.append(group);
		}
		return hydrateForTest(group, render(group));
	});
	return () => unmounts.forEach((unmount) => unmount());
}

const checkout = checkoutPage({ cart: { lines: [], total: () => 0, lineTotal: () => 0 } } as never, { firstName: '', lastName: '', email: '' } as never, 'n').content;
const printed = [checkout, accountForms({ username: '', email: '' }, { login: 'a', register: 'b' }), attributionInputs('wcpay-express-checkout__order-attribution-inputs')].flatMap(
	(html) => printedFixtures(html, ELEMENT_NAME),
);

let early: Group;
beforeAll(() => {
	// Values set before the definition exists become an own property of the plain element.
	early = document.createElement(ELEMENT_NAME) as Group;
	early.values = { source_type: 'utm', utm_source: 'early' };
	document.body.append(early);
	expect(defineInputsElement()).toBe(true);
	expect(String(orderAttributionGlobal(true, { lifetime: '', session: '', base64: false }))).toContain('wc_order_attribution');
});
beforeEach(() => {
	pageValues().value = undefined;
	document.body.replaceChildren();
});

describe('the element', () => {
	itHydratesByteForByte('group', printed, render);

	it('applies values assigned before define (own-values upgrade pattern)', () => {
		expect(Object.prototype.hasOwnProperty.call(early, 'values')).toBe(false);
		expect(isOurGroup(early)).toBe(true);
		document.body.append(early);
		const unmount = mountGroups();
		expect(early.querySelectorAll('input')).toHaveLength(16);
		expect(inputOf(early, 'utm_source').value).toBe('early');
		expect(inputOf(early, 'utm_medium').value).toBe('');
		unmount();
	});

	it('is defined once: a second define does nothing and does not throw', () => {
		const defined = customElements.get(ELEMENT_NAME);
		expect(() => defineInputsElement()).not.toThrow();
		expect(defineInputsElement()).toBe(false);
		expect(customElements.get(ELEMENT_NAME)).toBe(defined);
	});

	it('fills a form with 16 hidden inputs that the form submits', () => {
		document.body.innerHTML = `<form name="checkout" class="checkout woocommerce-checkout"><div><${ELEMENT_NAME}></${ELEMENT_NAME}></div></form>`;
		const form = document.querySelector('form')!;
		pageValues().value = filled('v');
		const unmount = mountGroups();
		const inputs = [...form.querySelectorAll('input')];
		expect(inputs.map((input) => [input.type, input.name])).toEqual(FIELDS.map((field) => ['hidden', PREFIX + field]));
		expect([...new FormData(form).entries()]).toEqual(FIELDS.map((field) => [PREFIX + field, 'v']));
		unmount();
	});

	it('keeps values with quotes and angle brackets as values, never markup', () => {
		const hostile = '"><img src=x onerror=alert(1)><script>x</script>';
		document.body.innerHTML = `<form><div><${ELEMENT_NAME}></${ELEMENT_NAME}></div></form>`;
		pageValues().value = { ...filled(''), referrer: hostile, session_entry: 'https://x.example/?a="<b>' };
		const unmount = mountGroups();
		expect(inputOf(document, 'referrer').value).toBe(hostile);
		expect(inputOf(document, 'session_entry').value).toBe('https://x.example/?a="<b>');
		expect(document.querySelectorAll('img, script')).toHaveLength(0);
		expect(groups()[0]!.children).toHaveLength(16);
		unmount();
	});

	it('maps null and undefined to ""; values set on the element win until the next decision', async () => {
		document.body.innerHTML = `<form><div><${ELEMENT_NAME}></${ELEMENT_NAME}></div></form>`;
		pageValues().value = filled('x');
		const unmount = mountGroups();
		await act(async () => {
			groups()[0]!.values = { source_type: null, referrer: undefined, utm_source: 'gateway' };
		});
		expect(inputOf(document, 'source_type').value).toBe('');
		expect(inputOf(document, 'referrer').value).toBe('');
		expect(inputOf(document, 'utm_source').value).toBe('gateway');
		await act(async () => stampInputs(filled('next'), PREFIX, FIELD_MAP));
		expect(inputOf(document, 'utm_source').value).toBe('next');
		unmount();
	});

	it('a group connected later fills itself with the values in force', () => {
		pageValues().value = filled('now');
		const form = document.createElement('form');
		document.body.append(form);
		const holder = form.appendChild(document.createElement('div'));
		holder.append(document.createElement(ELEMENT_NAME));
		const unmount = mountGroups();
		expect(inputOf(form, 'session_pages').value).toBe('now');
		unmount();
	});

	it('warns once when another script takes its inputs away', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		document.body.innerHTML = `<div><${ELEMENT_NAME}></${ELEMENT_NAME}></div>`;
		const unmount = mountGroups();
		expect(warn).not.toHaveBeenCalled();
		const group = groups()[0]!;
		group.replaceChildren();
		await act(async () => {
			group.values = filled('x');
		});
		expect(warn).toHaveBeenCalledTimes(1);
		expect(String(warn.mock.calls[0]?.[0])).toContain('source_type');
		warn.mockRestore();
		unmount();
	});

	// 100 rounds: slow on a busy machine.
	it('leaks no listener over 100 mounts and unmounts', async () => {
		const scope = globalThis as Record<string, unknown>;
		scope.wc_order_attribution = { params: { lifetime: 1.0e-5, session: 30, prefix: PREFIX, allowTracking: false }, fields: FIELD_MAP };
		try {
			const leaked = await countIslandLeaks({ html: `<${ELEMENT_NAME}></${ELEMENT_NAME}>`, mount: mountAttribution, render });
			expect(leaked).toBe(0);
		} finally {
			delete scope.wc_order_attribution;
		}
	}, 30_000);
});

describe('per-form de-duplication (contract §6.6, PR #67711)', () => {
	it('keeps the checkout and the register group', () => {
		document.body.innerHTML = `
			<form class="woocommerce-checkout"><div><${ELEMENT_NAME}></${ELEMENT_NAME}></div></form>
			<form class="woocommerce-form-register"><div><${ELEMENT_NAME}></${ELEMENT_NAME}></div></form>`;
		const unmount = mountGroups();
		expect(groups().map((group) => group.closest('form')!.className)).toEqual(['woocommerce-checkout', 'woocommerce-form-register']);
		unmount();
	});

	it('removes extra groups inside one form, keeping the first', () => {
		document.body.innerHTML = `<form>
			<div><${ELEMENT_NAME} id="billing"></${ELEMENT_NAME}></div><p></p>
			<div><${ELEMENT_NAME} id="shipping"></${ELEMENT_NAME}></div>
			<div><${ELEMENT_NAME} id="notes"></${ELEMENT_NAME}></div></form>`;
		pageValues().value = filled('v');
		const unmount = mountGroups();
		expect(groups().map((group) => group.id)).toEqual(['billing']);
		expect(new FormData(document.querySelector('form')!).getAll(`${PREFIX}source_type`)).toEqual(['v']);
		unmount();
	});

	it('a gateway group before the form does not displace the form’s group', () => {
		document.body.innerHTML = `
			<div><${ELEMENT_NAME} id="wc-stripe-express-checkout__order-attribution-inputs"></${ELEMENT_NAME}></div>
			<form class="woocommerce-checkout"><div><${ELEMENT_NAME} id="form-group"></${ELEMENT_NAME}></div><div><${ELEMENT_NAME} id="extra"></${ELEMENT_NAME}></div></form>
			<div><${ELEMENT_NAME} id="second-outside"></${ELEMENT_NAME}></div>`;
		pageValues().value = filled('v');
		const unmount = mountGroups();
		expect(groups().map((group) => group.id)).toEqual(['wc-stripe-express-checkout__order-attribution-inputs', 'form-group']);
		expect(inputOf(document.querySelector('form')!, 'source_type').value).toBe('v');
		unmount();
	});
});

describe('WooCommerce 8.5.x plain inputs', () => {
	it('fills hidden inputs printed without the element', () => {
		document.body.innerHTML = `<form class="woocommerce-checkout">
			<input type="hidden" name="${PREFIX}source_type" value="">
			<input type="hidden" name="${PREFIX}utm_source" value="">
			<input type="text" name="billing_first_name" value="Ann"></form>`;
		stampInputs({ ...filled(''), source_type: 'organic', utm_source: 'google' }, PREFIX, FIELD_MAP);
		expect(Object.fromEntries(new FormData(document.querySelector('form')!))).toEqual({
			[`${PREFIX}source_type`]: 'organic',
			[`${PREFIX}utm_source`]: 'google',
			billing_first_name: 'Ann',
		});
	});
});
