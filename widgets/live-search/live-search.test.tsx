import { afterEach, describe, expect, it, vi } from 'vitest';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { LiveSearch } from './live-search';

const printed =
	'<div class="jeg_container"><div class="jeg_nav_item jeg_search_wrapper search_icon jeg_search_popup_expand"><a href="#" class="jeg_search_toggle" aria-label="Search Button"><i class="fa fa-search"></i></a>' +
	'<form action="/" method="get" class="jeg_search_form" target="_top"><input name="s" class="jeg_search_input" placeholder="Search..." type="text" value="" autocomplete="off"><button aria-label="Search Button" type="submit" class="jeg_search_button btn"><i class="fa fa-search"></i></button></form>' +
	'<div class="jeg_search_result jeg_search_hide with_result"><div class="search-result-wrapper"></div><div class="search-link search-noresult">No Result</div><div class="search-link search-all-button"><i class="fa fa-search"></i> View All Result</div></div></div></div>';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.useRealTimers();
	document.body.innerHTML = '';
});

const mount = () => {
	const container = fixture(printed);
	const element = container.firstElementChild as HTMLElement;
	const unmount = hydrateForTest(element, <LiveSearch element={element} live />);
	return { container, element, unmount };
};

describe('live search island', () => {
	itHydratesByteForByte('box', printed.replace('<div class="jeg_container">', '').replace(/<\/div>$/, ''), (element) => <LiveSearch element={element} live />);

	it('shows results as a listbox of the title links the arrow keys walk and Enter opens, and "No Result" for an empty answer', async () => {
		const answers = [
			'<div class="jeg_post jeg_pl_xs_3"><div class="jeg_thumb"><a class="ajax" href="/a/"><img alt="A"></a></div><div class="jeg_postblock_content"><h2 class="jeg_post_title"><a class="ajax" href="/a/">A</a></h2><div class="jeg_post_meta"><div class="jeg_meta_date">2024-05-01</div></div></div></div><div class="jeg_post jeg_pl_xs_3"><h2 class="jeg_post_title"><a href="/b/">B</a></h2></div>',
			'',
		];
		const fetch = vi.fn(async () => new Response(answers.shift()!, { status: 200, headers: { 'Content-Type': 'text/html' } }));
		vi.stubGlobal('fetch', fetch);
		const { element, unmount } = mount();
		const input = element.querySelector<HTMLInputElement>('.jeg_search_input')!;
		const box = element.querySelector('.jeg_search_result')!;
		await act(async () => {
			input.value = 'harbour';
			input.dispatchEvent(new Event('input', { bubbles: true }));
		});
		await act(() => new Promise<void>((resolve) => setTimeout(resolve, 260)));
		expect(new URLSearchParams(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)).get('action')).toBe('jnews_ajax_live_search');
		expect(box.className).toBe('jeg_search_result with_result');
		expect(input.getAttribute('role')).toBe('combobox');
		expect(input.getAttribute('aria-expanded')).toBe('true');
		// The options are the title links themselves: no option holds a link, and nothing else in the list is reachable.
		const [first] = element.querySelectorAll('[role=listbox] [role=option]');
		expect(first.matches('.jeg_post_title > a[href="/a/"]')).toBe(true);
		expect(first.querySelector('a, [tabindex]')).toBeNull();
		expect(Array.from(element.querySelectorAll('.search-result-wrapper a'), (link) => link.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1']);
		expect(element.querySelector('.jeg_thumb')!.getAttribute('aria-hidden')).toBe('true');
		expect(element.querySelector('.jeg_post_title')!.getAttribute('role')).toBe('none');
		expect(element.querySelector(`#${first.getAttribute('aria-describedby')}`)!.textContent).toBe('2024-05-01');
		await act(async () => void input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
		await act(async () => void input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
		const second = element.querySelectorAll('[role=option]')[1];
		expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
		expect(second.getAttribute('aria-selected')).toBe('true');
		expect(second.closest('.jeg_post')!.classList.contains('active')).toBe(true);
		const opened = vi.fn((event: Event) => event.preventDefault());
		second.addEventListener('click', opened);
		await act(async () => void input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
		expect(opened).toHaveBeenCalledOnce();
		await act(async () => {
			input.value = 'zzzz';
			input.dispatchEvent(new Event('input', { bubbles: true }));
		});
		await act(() => new Promise<void>((resolve) => setTimeout(resolve, 260)));
		expect(box.className).toBe('jeg_search_result no_result');
		await act(async () => {
			input.value = 'zz';
			input.dispatchEvent(new Event('input', { bubbles: true }));
		});
		expect(box.className).toBe('jeg_search_result jeg_search_hide with_result');
		unmount();
	});

	it('expands and collapses the box from the toggle, focusing the input', async () => {
		const { container, element, unmount } = mount();
		const toggle = element.querySelector<HTMLElement>('.jeg_search_toggle')!;
		await act(async () => toggle.click());
		expect(container.classList.contains('jeg_search_expanded')).toBe(true);
		expect(toggle.getAttribute('aria-expanded')).toBe('true');
		expect(toggle.querySelector('i')!.className).toBe('fa fa-close');
		expect(document.activeElement).toBe(element.querySelector('.jeg_search_input'));
		await act(async () => toggle.click());
		expect(container.classList.contains('jeg_search_expanded')).toBe(false);
		unmount();
	});
});
