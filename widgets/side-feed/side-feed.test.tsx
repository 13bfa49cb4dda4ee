import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThemeOptions } from '../../runtime/theme/endpoint';
import { resetShownPost } from '../../runtime/theme/first-load';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { followingCount, nextState } from './feed-state';
import { revealInPane } from './pane-scroll';
import { adoptDataScripts } from './post-loader';
import { SideFeed } from './side-feed';

const item = (id: number) => `<div class="jeg_post jeg_pl_sm" data-id="${id}" data-sequence="${id}"><h3 class="jeg_post_title"><a class="ajax" href="/p/${id}/">P${id}</a></h3></div>`;
const feedHtml = (ids: number[], end = false) =>
	'<div id="jeg_sidecontent"><div class="jeg_side_heading"><ul class="jeg_side_tabs"><li data-tab-content="tab1" data-sort="latest" class="active">Latest</li><li data-tab-content="tab2" data-sort="popular_post">Trending</li></ul>' +
	'<div class="jeg_side_feed_cat_wrapper"><div class="jeg_cat_dropdown"><button class="jeg_filter_button" type="button">Filter</button><ul class="jeg_filter_menu"><li><a href="#" class="active">All</a></li><li><a href="/c/" data-id="74">Science</a></li></ul></div></div></div>' +
	`<div class="sidecontent_postwrapper"><div class="jeg_sidefeed">${ids.map(item).join('')}</div><div class="sidefeed_loadmore"><button class="btn${end ? ' btn-end' : ''}" type="button" data-end="End of Content" data-loading="Loading..." data-loadmore="Load More">${end ? 'End of Content' : 'Load More'}</button></div></div><div class="jeg_sidefeed_overlay"></div></div>`;
const state = { paged: 1, post_type: 'post', include_category: '', sort_by: 'latest', number_post: 12 };

afterEach(() => {
	vi.unstubAllGlobals();
	resetThemeOptions();
	resetShownPost();
	document.body.innerHTML = '';
});

/** A single post page as the server prints it: the wrapper in-place loading swaps, and its body classes. */
const postPage = (id: number) =>
	`<html><head><title>P${id} – News</title></head><body><div class="post-wrapper"><div class="post-wrap"><h1>P${id}</h1></div></div><div id="post-body-class" class="single postid-${id}"></div></body></html>`;
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

/** The printed post 1 with the feed beside it, loading posts in place; every request is recorded. */
function inPlacePage() {
	vi.stubGlobal('jnewsoption', { language: 'en_US', postid: 1, isblog: true, sidefeed_ajax: true });
	vi.stubGlobal('jfla', ['view_counter']);
	const sent: { method: string; url: string; body: URLSearchParams }[] = [];
	vi.stubGlobal(
		'fetch',
		vi.fn(async (url: string, init: RequestInit) => {
			sent.push({ method: init.method ?? 'GET', url, body: new URLSearchParams(String(init.body ?? '')) });
			if (init.method === 'GET') return new Response(postPage(Number(/\/p\/(\d+)\//.exec(url)![1])), { headers: { 'Content-Type': 'text/html' } });
			return Response.json({ view_counter: 'ok', counter: { total_view: '7' } });
		}),
	);
	history.replaceState(null, '', '/p/1/');
	document.title = 'P1 – News';
	document.body.className = 'single postid-1';
	fixture('<div class="post-wrapper"><div class="post-wrap"><h1>P1</h1></div></div>');
	const element = fixture(feedHtml([1, 2, 3, 4, 5, 6, 7]));
	const unmount = hydrateForTest(element, <SideFeed element={element} initial={state} currentId={1} inPlace={true} />);
	const shown = () => ({
		heading: document.querySelector('.post-wrap h1')!.textContent,
		title: document.title,
		bodyClass: document.body.className,
		active: element.querySelector('.jeg_post.active')?.getAttribute('data-id'),
		path: location.pathname,
	});
	return { element, sent, unmount, shown };
}


describe('side feed', () => {
	itHydratesByteForByte('feed', feedHtml([1, 2]), (element) => <SideFeed element={element} initial={state} currentId={0} inPlace={false} />);

	it('resets to page 1 on a tab or category, and steps on load more', () => {
		expect(nextState({ ...state, paged: 3 }, { kind: 'tab', sortBy: 'popular_post' })).toMatchObject({ sort_by: 'popular_post', paged: 1 });
		expect(nextState({ ...state, paged: 3 }, { kind: 'category', id: '74' })).toMatchObject({ include_category: '74', paged: 1 });
		expect(nextState(state, { kind: 'more' }).paged).toBe(2);
	});

	it('counts the items after the post being read', () => {
		const list = fixture(`<div>${[1, 2, 3, 4].map(item).join('')}</div>`);
		expect(followingCount(list, 2)).toBe(2);
		expect(followingCount(list, 9)).toBe(4);
	});

	it('tops up to 5 items after the current post, page by page, and stops at the end', async () => {
		const answers = [{ content: item(5) + item(6) + item(7), next: true, prev: true }, { content: item(8), next: false, prev: true }];
		const fetch = vi.fn(async () => Response.json(answers.shift()));
		vi.stubGlobal('fetch', fetch);
		const element = fixture(feedHtml([1, 2, 3, 4]));
		const unmount = hydrateForTest(element, <SideFeed element={element} initial={state} currentId={3} inPlace={false} />);
		await vi.waitFor(async () => {
			await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
			expect(element.querySelector('.sidefeed_loadmore button')!.className).toBe('btn btn-end');
		});
		// 4 items, current is the 3rd: pages are asked until 5 follow it or the feed ends.
		expect(fetch).toHaveBeenCalledTimes(2);
		expect(new URLSearchParams(String((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body)).get('data[paged]')).toBe('3');
		expect(element.querySelector('[data-id="3"]')!.classList.contains('active')).toBe(true);
		const button = element.querySelector<HTMLButtonElement>('.sidefeed_loadmore button')!;
		expect(button.className).toBe('btn btn-end');
		expect(button.textContent).toBe('End of Content');
		await act(async () => button.click());
		expect(fetch).toHaveBeenCalledTimes(2);
		expect(element.querySelectorAll('.jeg_post')).toHaveLength(8);
		unmount();
	});

	it('a tab chosen while the feed tops itself up replaces the list at once; the page it was loading is dropped', async () => {
		const pending: { body: URLSearchParams; answer: (response: Response) => void; signal: AbortSignal }[] = [];
		vi.stubGlobal(
			'fetch',
			vi.fn(
				(_url: string, init: RequestInit) =>
					new Promise<Response>((resolve, reject) => {
						init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
						pending.push({ body: new URLSearchParams(String(init.body)), answer: resolve, signal: init.signal! });
					}),
			),
		);
		const element = fixture(feedHtml([1, 2, 3, 4]));
		const unmount = hydrateForTest(element, <SideFeed element={element} initial={state} currentId={3} inPlace={false} />);
		await settle();
		// Fewer than 5 follow post 3: the feed asked for page 2 itself and is busy.
		expect(pending.map((call) => call.body.get('data[paged]'))).toEqual(['2']);
		expect(element.getAttribute('aria-busy')).toBe('true');

		await act(async () => element.querySelector<HTMLElement>('.jeg_side_tabs li[data-sort="popular_post"]')!.click());
		expect(pending[0].signal.aborted).toBe(true);
		expect(pending.map((call) => [call.body.get('data[sort_by]'), call.body.get('data[paged]')])).toEqual([['latest', '2'], ['popular_post', '1']]);
		await act(async () => pending[1].answer(Response.json({ content: item(9) + item(8), next: false, prev: false })));
		await settle();
		expect([...element.querySelectorAll('.jeg_sidefeed .jeg_post')].map((post) => post.getAttribute('data-id'))).toEqual(['9', '8']);
		expect(element.querySelector('.jeg_side_tabs li.active')!.textContent).toBe('Trending');
		expect(element.getAttribute('aria-busy')).toBeNull();
		unmount();
	});

	it('Back after an in-place load shows the printed post again, and Forward the loaded one, each asked from the server', async () => {
		const { element, sent, unmount, shown } = inPlacePage();
		await act(async () => element.querySelector<HTMLElement>('[data-id="2"] a')!.click());
		await settle();
		expect(shown()).toEqual({ heading: 'P2', title: 'P2 – News', bodyClass: 'single postid-2', active: '2', path: '/p/2/' });
		history.back();
		await settle();
		expect(shown()).toEqual({ heading: 'P1', title: 'P1 – News', bodyClass: 'single postid-1', active: '1', path: '/p/1/' });
		history.forward();
		await settle();
		expect(shown()).toEqual({ heading: 'P2', title: 'P2 – News', bodyClass: 'single postid-2', active: '2', path: '/p/2/' });
		expect(sent.filter((call) => call.method === 'GET').map((call) => new URL(call.url, location.href).pathname)).toEqual(['/p/2/', '/p/1/', '/p/2/']);
		unmount();
	});

	it('counts the view of a post loaded in place, with the view counter alone and the new id', async () => {
		const { element, sent, unmount } = inPlacePage();
		await act(async () => element.querySelector<HTMLElement>('[data-id="3"] a')!.click());
		await settle();
		const views = sent.filter((call) => call.body.get('action') === 'jnews_first_load_action');
		expect(views.map((call) => Object.fromEntries(call.body))).toEqual([{ action: 'jnews_first_load_action', jnews_id: '3', 'load_action[0]': 'view_counter', lang: 'en_US' }]);
		unmount();
	});

	it('loads the next page when its own scrolling pane is scrolled to its end, and not before the reader scrolls', async () => {
		const observers: { callback: IntersectionObserverCallback; root: Element | null; targets: Element[] }[] = [];
		vi.stubGlobal(
			'IntersectionObserver',
			class {
				private readonly record;
				constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
					this.record = { callback, root: (options?.root as Element | undefined) ?? null, targets: [] as Element[] };
					observers.push(this.record);
				}
				observe(target: Element) {
					this.record.targets.push(target);
				}
				unobserve() {}
				disconnect() {}
				takeRecords() {
					return [];
				}
			},
		);
		const fetch = vi.fn(async () => Response.json({ content: item(4), next: true, prev: true }));
		vi.stubGlobal('fetch', fetch);
		// The site's stylesheet makes the panel scroll, as the theme's does.
		const paneRule = document.head.appendChild(document.createElement('style'));
		paneRule.textContent = '#jeg_sidecontent .sidecontent_postwrapper { overflow-y: auto; }';
		const element = fixture(feedHtml([1, 2, 3]));
		const unmount = hydrateForTest(element, <SideFeed element={element} initial={state} currentId={0} inPlace={false} />);
		await settle();
		const pane = element.querySelector<HTMLElement>('.sidecontent_postwrapper')!;
		const watch = observers.find((observer) => observer.root === pane)!;
		expect(watch.targets).toEqual([element.querySelector('.sidefeed_loadmore')]);
		const endInView = () => act(async () => watch.callback([{ isIntersecting: true, target: watch.targets[0] } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
		await endInView();
		expect(fetch).not.toHaveBeenCalled();
		Object.defineProperty(pane, 'scrollTop', { value: 240, configurable: true });
		await endInView();
		await settle();
		expect(fetch).toHaveBeenCalledTimes(1);
		expect(new URLSearchParams(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)).get('data[paged]')).toBe('2');
		expect(element.querySelectorAll('.jeg_sidefeed .jeg_post')).toHaveLength(4);
		unmount();
		paneRule.remove();
	});

	it('scrolls its pane the least that shows the post being read, with the theme\'s 20 px and 50 px margins', () => {
		const pane = fixture('<div><div class="jeg_post"></div></div>');
		const item = pane.firstElementChild!;
		const rect = (top: number, bottom: number) => ({ top, bottom }) as DOMRect;
		pane.getBoundingClientRect = () => rect(100, 400);
		let itemRect = rect(500, 540);
		item.getBoundingClientRect = () => itemRect;
		const scrolled: number[] = [];
		Object.defineProperty(pane, 'scrollTop', { configurable: true, get: () => scrolled.at(-1) ?? 600, set: (value: number) => void scrolled.push(value) });
		revealInPane(pane, item);
		expect(scrolled).toEqual([600 + 540 + 50 - 400]);
		itemRect = rect(90, 130);
		revealInPane(pane, item);
		expect(scrolled.at(-1)).toBe(790 - (100 - 90 + 20));
		itemRect = rect(200, 240);
		revealInPane(pane, item);
		expect(scrolled).toHaveLength(2);
	});

	it('a feed in the page flow has no pane of its own: only its button loads more', async () => {
		const observe = vi.fn();
		vi.stubGlobal('IntersectionObserver', class { observe = observe; disconnect() {} unobserve() {} takeRecords() { return []; } });
		const element = fixture(feedHtml([1, 2, 3]));
		const unmount = hydrateForTest(element, <SideFeed element={element} initial={state} currentId={0} inPlace={false} />);
		await settle();
		expect(observe).not.toHaveBeenCalled();
		unmount();
	});

	it('publishes settings scripts of loaded content as data, never running code', () => {
		const root = fixture('<div><script>var jnews_module_9 = {"class":"JNews_Block_3"};</script><script>var x = alert(1);</script></div>');
		adoptDataScripts(root);
		expect((globalThis as Record<string, unknown>).jnews_module_9).toEqual({ class: 'JNews_Block_3' });
		expect((globalThis as Record<string, unknown>).x).toBeUndefined();
	});
});
