// @vitest-environment-options {"url":"http://127.0.0.1:8884/checkout/","settings":{"handleDisabledFileLoadingAsSuccess":true}}
/**
 * Order attribution over what the real shop printed (issue 16): the classic
 * checkout's `<wc-order-attribution-inputs>` groups, with the checkout page's
 * real `wc_order_attribution` read through the island's own guard. A group
 * hydrates byte for byte; with the tracker started from the real global, the
 * group renders one hidden input per real field, which the checkout form posts. The page's address is the
 * recorded shop's; its stylesheets are not fetched.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { realShopElements, realShopGlobals, realShopMarkup } from '../../contracts/fixtures/real-shop';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { hydrateForTest } from '../../runtime/react/testing/island-kit';
import { AttributionInputs } from './attribution-inputs';
import { connectInputs } from './input-writer';
import { startOrderAttribution } from './order-attribution';
import { type WcOrderAttribution, fieldMap, readOrderAttribution } from './params';

const g = globalThis as Record<string, unknown>;
const recorded = realShopGlobals().find(({ file }) => file === 'checkout-classic.json')!.globals.wc_order_attribution;
const global = readOrderAttribution({ wc_order_attribution: recorded }) as WcOrderAttribution;
const fields = global && Object.keys(fieldMap(global));

afterAll(() => {
	delete g.wc_order_attribution;
	document.body.innerHTML = '';
});

describe('order attribution over the real shop', () => {
	it('reads the real wc_order_attribution, and the checkout prints its groups all alike', () => {
		expect(global).not.toBeNull();
		expect(new Set(realShopElements('checkout-attribution-classic').map((group) => group.outerHTML))).toEqual(new Set([realShopMarkup('checkout-attribution-classic')]));
	});

	itHydratesByteForByte('real checkout group', realShopMarkup('checkout-attribution-classic'), (group) => (
		<AttributionInputs element={group} prefix={global.params.prefix} fields={fields} />
	));

	it('with the tracker started from the real global and the input writer connected, the real group renders a hidden input per real field, which the checkout form posts', () => {
		g.wc_order_attribution = recorded;
		const tracker = startOrderAttribution();
		expect(tracker).not.toBeNull();
		connectInputs(tracker!);
		document.body.innerHTML = `<form name="checkout" class="checkout woocommerce-checkout"><div>${realShopMarkup('checkout-attribution-classic')}</div></form>`;
		const group = document.querySelector<HTMLElement>('wc-order-attribution-inputs')!;
		const unmount = hydrateForTest(group, <AttributionInputs element={group} prefix={global.params.prefix} fields={fields} />);
		const names = fields.map((field) => global.params.prefix + field);
		expect([...group.querySelectorAll('input')].map((input) => [input.type, input.name])).toEqual(names.map((name) => ['hidden', name]));
		const posted = new FormData(document.querySelector('form')!);
		expect([...posted.keys()]).toEqual(names);
		expect(posted.get(`${global.params.prefix}source_type`)).not.toBe('');
		unmount();
	});
});
