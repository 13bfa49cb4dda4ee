import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopPage } from '../../demo/server/render/shop';
import { printedFixtures } from '../../runtime/react/testing/printed-fixtures';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import mountOrdering from './index';
import { island } from './island';
import { Ordering } from './ordering';

const printed = ['menu_order', 'popularity', 'price', 'price-desc'].flatMap((orderby) =>
	printedFixtures(shopPage(orderby, () => 0).content, island.selector).filter((html) => html.startsWith('<select')),
);

afterEach(() => {
	document.body.innerHTML = '';
});

describe('ordering', () => {
	const render = (element: HTMLElement) => <Ordering element={element} />;
	itHydratesByteForByte('select', printed, render);

	it('submits its form, with submit listeners running, when the order changes', async () => {
		const form = fixture<HTMLFormElement>(
			'<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby"><option value="menu_order" selected>Default</option><option value="price">Price</option></select></form>',
		);
		const select = form.querySelector('select')!;
		const submitted = vi.fn((event: Event) => event.preventDefault());
		form.addEventListener('submit', submitted);
		const unmount = hydrateForTest(select, <Ordering element={select} />);
		select.value = 'price';
		await act(async () => {
			select.dispatchEvent(new Event('change', { bubbles: true }));
		});
		expect(submitted).toHaveBeenCalledTimes(1);
		expect(new FormData(form).get('orderby')).toBe('price');
		unmount();
	});

	itLeavesNothingBehind({ html: '<select name="orderby" class="orderby"><option value="price">Price</option></select>', mount: mountOrdering, render });
});
