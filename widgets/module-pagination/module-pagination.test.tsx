import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, checkServerIdentity, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { itKeepsCommentsAndHandlers } from '../../runtime/react/testing/island-contract-tests';
import { resetThemeOptions } from '../../runtime/theme/endpoint';
import { ModulePagination } from './module-pagination';
import { readModuleProps } from './read-props';

const post = (id: number) => `<article class="jeg_post jeg_pl_md_2" data-id="${id}"><h3 class="jeg_post_title"><a href="/p/${id}/">Post ${id}</a></h3></article>`;
const overlay = '<div class="module-overlay"><div class="preloader_type"></div></div>';
const block = (mode: string, nav: string, filter = '') =>
	`<div class="jeg_postblock_3 jeg_postblock jeg_module_hook jeg_pagination_${mode} jnews_module_1_0_a" data-unique="jnews_module_1_0_a">` +
	`<div class="jeg_block_heading"><h3 class="jeg_block_title"><span>Related</span></h3>${filter}</div>` +
	`<div class="jeg_posts jeg_block_container"><div class="jeg_posts jeg_load_more_flag">${post(1)}${post(2)}</div>${overlay}</div>` +
	`<div class="jeg_block_navigation"><div class="navigation_overlay"></div>${nav}</div><script>var jnews_module_1_0_a = {};</script></div>`;
const nextprev = block('nextprev', '<div class="jeg_block_nav showtext"><a href="#" class="prev disabled" title="Previous">Prev</a><a href="#" class="next" title="Next">Next</a></div>');
const loadmore = block(
	'loadmore',
	'<div class="jeg_block_loadmore"><a href="#" data-load="Load More" data-loading="Loading...">Load More</a></div>',
	'<div class="jeg_subcat"><ul class="jeg_subcat_list"><li><a href="#" data-id="0" data-type="all" class="subclass-filter current">All</a></li><li><a href="/c/" data-id="75" data-type="category" class="subclass-filter">Transport</a></li></ul></div>',
);
const props = (mode: string) => ({ attribute: { class: 'JNews_Block_3', pagination_mode: mode }, prefix: 'jnews_module_ajax_', lang: 'en_US', mode, scrollLimit: 0 });

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
	vi.stubGlobal('jnewsoption', { language: 'en_US', module_prefix: 'jnews_module_ajax_' });
	vi.stubGlobal('jnews_module_1_0_a', { class: 'JNews_Block_3', pagination_mode: 'nextprev' });
	resetThemeOptions();
});
afterEach(() => {
	vi.unstubAllGlobals();
	resetThemeOptions();
	document.body.innerHTML = '';
});

describe('module pagination island', () => {
	it.each([['nextprev', nextprev], ['loadmore', loadmore]])('hydrates the printed %s block byte for byte', async (mode, html) => {
		const { before, after, mismatches } = await checkServerIdentity(html, (element) => <ModulePagination element={element} {...props(mode)} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});
	itKeepsCommentsAndHandlers('nextprev block', nextprev, (element) => <ModulePagination element={element} {...props('nextprev')} />);
	itKeepsCommentsAndHandlers('loadmore block', loadmore, (element) => <ModulePagination element={element} {...props('loadmore')} />);

	it('reads the settings global and jnewsoption; stays off without them', () => {
		expect(readModuleProps(fixture(nextprev))).toMatchObject({ prefix: 'jnews_module_ajax_', lang: 'en_US', mode: 'nextprev', scrollLimit: 0 });
		vi.stubGlobal('jnews_module_1_0_a', undefined);
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		expect(readModuleProps(fixture(nextprev))).toBeNull();
	});

	it('pages next: replaces the list, disables next at the end, enables prev, announces the page', async () => {
		const fetch = answer({ content: `<div class="jeg_posts jeg_load_more_flag">${post(3)}</div>`, next: false, prev: true });
		vi.stubGlobal('fetch', fetch);
		const element = fixture(nextprev);
		const unmount = hydrateForTest(element, <ModulePagination element={element} {...props('nextprev')} />);
		await act(async () => element.querySelector<HTMLElement>('a.next')!.click());
		await settle();
		const body = new URLSearchParams(String((fetch.mock.calls[0] as unknown[])[1] && ((fetch.mock.calls[0] as unknown[])[1] as RequestInit).body));
		expect(body.get('action')).toBe('jnews_module_ajax_JNews_Block_3');
		expect(body.get('data[current_page]')).toBe('2');
		expect(body.get('lang')).toBe('en_US');
		expect(element.querySelectorAll('.jeg_post').length).toBe(1);
		expect(element.querySelector('.module-overlay')).not.toBeNull();
		expect(element.querySelector('a.next')!.className).toBe('next disabled');
		expect(element.querySelector('a.prev')!.className).toBe('prev');
		expect(element.className).toContain('loaded next');
		await vi.waitFor(() => expect(document.getElementById('a11y-speak-polite')?.textContent).toBe('Page 2 loaded'));
		unmount();
	});

	it('loads more: appends bare items, focuses the first new one, and disables the link without next', async () => {
		vi.stubGlobal('fetch', answer({ content: post(3) + post(4), next: false, prev: true }));
		const element = fixture(loadmore);
		const unmount = hydrateForTest(element, <ModulePagination element={element} {...props('loadmore')} />);
		const link = element.querySelector<HTMLElement>('.jeg_block_loadmore a')!;
		await act(async () => link.click());
		await settle();
		expect(Array.from(element.querySelectorAll('.jeg_load_more_flag .jeg_post')).map((p) => p.getAttribute('data-id'))).toEqual(['1', '2', '3', '4']);
		expect(element.querySelector('[data-id="3"]')!.className).toContain('jeg_ajax_loaded anim_0');
		expect(document.activeElement?.textContent).toBe('Post 3');
		expect(link.className).toBe('disabled');
		expect(link.getAttribute('aria-disabled')).toBe('true');
		expect(link.textContent).toBe('Load More');
		unmount();
	});

	it('leaves the block as it was when the server fails', async () => {
		vi.stubGlobal('fetch', vi.fn(async () => new Response('<h1>down</h1>', { status: 500 })));
		const element = fixture(loadmore);
		const unmount = hydrateForTest(element, <ModulePagination element={element} {...props('loadmore')} />);
		const link = element.querySelector<HTMLElement>('.jeg_block_loadmore a')!;
		await act(async () => link.click());
		await settle();
		expect(element.querySelectorAll('.jeg_post').length).toBe(2);
		expect(link.textContent).toBe('Load More');
		expect(link.className).toBe('');
		expect(element.className).not.toContain('loading');
		unmount();
	});
});

describe('module pagination props', () => {
	it('leaves a block with plain page links alone', () => {
		vi.stubGlobal('jnews_module_1_0_a', { class: 'JNews_Block_3', pagination_mode: 'nav_1' });
		expect(readModuleProps(fixture(nextprev))).toBeNull();
	});
});
