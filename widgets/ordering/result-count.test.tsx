import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopPage } from '../../demo/server/render/shop';
import { printedFixtures } from '../../runtime/react/testing/printed-fixtures';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mountSorting from './index';
import { island } from './island';
import { ResultCount, readResultCountProps } from './result-count';

const printed = printedFixtures(shopPage('price', () => 0).content, island.selector).filter((html) => html.startsWith('<p'));

afterEach(() => {
	document.body.innerHTML = '';
	vi.useRealTimers();
});

describe('result count', () => {
	itHydratesByteForByte(
		'count',
		[...printed, '<p class="woocommerce-result-count" role="alert" aria-relevant="all" data-is-sorted-by="true">Showing <b>all</b> 10 results</p>'],
		(element) => <ResultCount element={element} />,
	);

	it('hides the count from assistive technology, then renders it anew after 2 s', async () => {
		vi.useFakeTimers();
		const count = fixture('<p class="woocommerce-result-count">Showing <b>all</b> 10 results</p>');
		const bold = count.querySelector('b');
		const unmount = hydrateForTest(count, <ResultCount element={count} />);
		expect(count.getAttribute('aria-hidden')).toBe('true');
		expect(count.querySelector('b')).toBe(bold);
		await act(async () => {
			vi.advanceTimersByTime(2000);
		});
		expect(count.getAttribute('aria-hidden')).toBe('false');
		expect(count.innerHTML).toBe('Showing <b>all</b> 10 results');
		expect(count.querySelector('b')).not.toBe(bold);
		unmount();
	});

	it('is no island without a query string, or where the product-filters block announces it', () => {
		const count = fixture('<p class="woocommerce-result-count">Showing all 10 results</p>');
		expect(readResultCountProps(count, '')).toBeNull();
		expect(readResultCountProps(count, '?orderby=price')).toEqual({});
		fixture('<div data-wp-interactive="woocommerce/product-filters"></div>');
		expect(readResultCountProps(count, '?orderby=price')).toBeNull();
	});

	// 100 rounds: slow on a busy machine.
	it('leaks no listener or timer over 100 mounts and unmounts', async () => {
		const cleared = vi.spyOn(globalThis, 'clearTimeout');
		const html = '<p class="woocommerce-result-count">Showing all 10 results</p>';
		const mount = (element: HTMLElement, context: Parameters<typeof mountSorting>[1]) => {
			window.history.replaceState(null, '', '?orderby=price');
			return mountSorting(element, context);
		};
		expect(await countIslandLeaks({ html, mount, render: (element) => <ResultCount element={element} /> })).toBe(0);
		expect(cleared).toHaveBeenCalledTimes(100);
		window.history.replaceState(null, '', location.pathname);
	}, 30_000);
});
