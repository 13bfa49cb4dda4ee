import { afterEach, describe, expect, it, vi } from 'vitest';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { keywordTriggers } from './review-query';
import { ReviewSearch } from './review-search';

const block =
	'<div class="jeg_review_search" data-id="rs1"><form class="review-search-form" action="#" method="post"><input type="text" class="search_keyword" name="keyword" value=""><select name="category"><option value="">All</option><option value="72">City</option></select><select name="sort"><option value="latest">Latest</option><option value="rating-desc">Best</option></select><input type="hidden" name="page" value="1"><input type="hidden" name="action" value="review_search_handler"></form>' +
	'<div class="jeg_review_search_result_wrapper"><div class="jeg_review_search_result_holder"><div class="jeg_review_search_result">first</div><div class="jeg_review_search_paging"><div class="jeg_navigation"><a href="#" class="page_number" data-id="2">2</a></div></div></div><div class="module-overlay"></div></div></div>';

afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('review search', () => {
	itHydratesByteForByte('block', block, (element) => <ReviewSearch element={element} settings={{}} />);

	it('triggers above 2 characters or when emptied', () => {
		expect([keywordTriggers('ab'), keywordTriggers('abc'), keywordTriggers('')]).toEqual([false, true, true]);
	});

	it('asks once 250 ms after typing, with the settings and page 1; a page link asks its page', async () => {
		const fetch = vi.fn(async () => new Response('<div class="jeg_review_search_result">new</div>'));
		vi.stubGlobal('fetch', fetch);
		const element = fixture(block);
		const unmount = hydrateForTest(element, <ReviewSearch element={element} settings={{ number_post: '5' }} />);
		const input = element.querySelector<HTMLInputElement>('input[name=keyword]')!;
		for (const value of ['ha', 'har', 'harb']) {
			input.value = value;
			input.dispatchEvent(new Event('input', { bubbles: true }));
		}
		await act(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));
		expect(fetch).toHaveBeenCalledOnce();
		const body = new URLSearchParams(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
		expect([body.get('action'), body.get('keyword'), body.get('page'), body.get('number_post')]).toEqual(['review_search_handler', 'harb', '1', '5']);
		await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
		expect(element.querySelector('.jeg_review_search_result_holder')!.textContent).toBe('new');
		unmount();
	});
});
