import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { resetThemeOptions } from '../../runtime/theme/endpoint';
import { FirstLoadCounters } from './counters';
import { countView, firstLoadCall, resetShownPost } from '../../runtime/theme/first-load';
import { firstLoadActions, knownCounters } from './first-load';

const stats = '<div class="jeg_share_stats"><div class="jeg_share_count"><div class="counts">0</div><span class="sharetext">shares</span></div><div class="jeg_views_count"><div class="counts">0</div><span class="sharetext">views</span></div></div>';
const comment = '<div class="jeg_meta_comment"><a href="#comments"><i class="fa fa-comment-o"></i> <span>0</span></a></div>';

beforeEach(() => {
	resetShownPost();
	resetThemeOptions();
	vi.stubGlobal('jnewsoption', { language: 'en_US', postid: '332', isblog: '1' });
	vi.stubGlobal('jfla', ['view_counter']);
	vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
});
afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('first-load counters', () => {
	it('sends the view counter on single posts only, indexed', async () => {
		expect(firstLoadActions(['view_counter', 'like'], false)).toEqual(['like']);
		// The indexed encoding is checked on the wire below; no actions, no call.
		await expect(firstLoadCall([], 332)).resolves.toBeNull();
		expect(knownCounters({ total_view: '1.2K', likes: '3', total_share: 5 })).toEqual({ total_view: '1.2K' });
	});

	itHydratesByteForByte('counters', [stats, comment], (element) => <FirstLoadCounters element={element} />);

	it('asks once for the whole page and writes every counter as text', async () => {
		const fetch = vi.fn(async () => Response.json({ view_counter: 'ok', counter: { total_view: '1.2K', total_share: '<b>7</b>', total_comment: '3' } }));
		vi.stubGlobal('fetch', fetch);
		const a = fixture(stats);
		const b = fixture(comment);
		const unmountA = hydrateForTest(a, <FirstLoadCounters element={a} />);
		const unmountB = hydrateForTest(b, <FirstLoadCounters element={b} />);
		await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
		expect(fetch).toHaveBeenCalledOnce();
		expect(a.querySelector('.jeg_views_count .counts')!.textContent).toBe('1.2K');
		expect(a.querySelector('.jeg_share_count .counts')!.innerHTML).toBe('&lt;b&gt;7&lt;/b&gt;');
		expect(b.querySelector('a span')!.textContent).toBe('3');
		unmountA();
		unmountB();
	});

	it('counts the view of a post loaded in place, and its counter blocks show that post’s numbers, not the page’s', async () => {
		const fetch = vi.fn(async (_: string, init: RequestInit) =>
			Response.json({ view_counter: 'ok', counter: { total_view: new URLSearchParams(String(init.body)).get('jnews_id') === '327' ? '12' : '1.2K' } }),
		);
		vi.stubGlobal('fetch', fetch);
		const page = fixture(stats);
		const unmountPage = hydrateForTest(page, <FirstLoadCounters element={page} />);
		await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
		countView(327);
		const loaded = fixture(stats);
		const unmountLoaded = hydrateForTest(loaded, <FirstLoadCounters element={loaded} />);
		await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
		const bodies = fetch.mock.calls.map(([, init]) => Object.fromEntries(new URLSearchParams(String(init.body))));
		expect(bodies).toEqual([
			{ action: 'jnews_first_load_action', jnews_id: '332', 'load_action[0]': 'view_counter', lang: 'en_US' },
			{ action: 'jnews_first_load_action', jnews_id: '327', 'load_action[0]': 'view_counter', lang: 'en_US' },
		]);
		expect(loaded.querySelector('.jeg_views_count .counts')!.textContent).toBe('12');
		unmountPage();
		unmountLoaded();
	});

	it('counts no view for a post loaded in place when jfla does not count views', () => {
		vi.stubGlobal('jfla', ['like']);
		const fetch = vi.fn();
		vi.stubGlobal('fetch', fetch);
		countView(327);
		expect(fetch).not.toHaveBeenCalled();
	});

	it('asks nothing when jfla is empty, and keeps the printed numbers when the call fails', async () => {
		vi.stubGlobal('jfla', []);
		const fetch = vi.fn(async () => new Response('oops', { status: 500 }));
		vi.stubGlobal('fetch', fetch);
		const a = fixture(stats);
		const unmount = hydrateForTest(a, <FirstLoadCounters element={a} />);
		await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
		expect(fetch).not.toHaveBeenCalled();
		expect(a.querySelector('.counts')!.textContent).toBe('0');
		unmount();
	});
});
