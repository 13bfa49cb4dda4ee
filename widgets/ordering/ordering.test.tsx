import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopPage } from '../../demo/server/render/shop';
import { printedFixtures } from '../../runtime/react/testing/printed-fixtures';
import { act, checkServerIdentity, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
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
	it.each(printed)('hydrates the printed select byte for byte: %s', async (html) => {
		const { before, after, mismatches } = await checkServerIdentity(html, (element) => <Ordering element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

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

	// 100 rounds: slow on a busy machine.
	it('leaks no listener over 100 mounts and unmounts', async () => {
		const html = '<select name="orderby" class="orderby"><option value="price">Price</option></select>';
		expect(await countIslandLeaks({ html, mount: mountOrdering, render: (element) => <Ordering element={element} /> })).toBe(0);
	}, 30_000);
});
