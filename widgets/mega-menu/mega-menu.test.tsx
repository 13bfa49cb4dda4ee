import { afterEach, describe, expect, it, vi } from 'vitest';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { MegaMenu, readMegaMenuProps } from './mega-menu';
import { itemsPerRow, megaFields } from './mega-requests';

const item =
	'<li class="menu-item jeg_megamenu category_2 ajaxload" data-number="6" data-category="73" data-tags="10,11" data-item-row="default"><a href="/category/culture/">Culture</a><div class="sub-menu"><div class="jeg_newsfeed style2 clearfix"><div class="newsfeed_overlay"><div class="newsfeed_preloader jeg_preloader circle"></div></div></div></div></li>';

afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('mega menu', () => {
	itHydratesByteForByte('item', item, (element) => <MegaMenu element={element} {...readMegaMenuProps(element)!} />);

	it('builds with cat_id, number and tags (type 2 only), sub-categories without tags', () => {
		expect(megaFields({ kind: 'build', type: 2, catId: '73', number: '6', tags: '10,11' })).toEqual({ action: 'jnews_build_mega_category_2', cat_id: '73', number: '6', tags: '10,11' });
		expect(megaFields({ kind: 'build', type: 1, catId: '72', number: '9', tags: '10' })).toEqual({ action: 'jnews_build_mega_category_1', cat_id: '72', number: '9', tags: '' });
		expect(megaFields({ kind: 'category', type: 1, catId: '75', number: '9', tags: '' })).toEqual({ action: 'jnews_mega_category_1', cat_id: '75', number: '9' });
	});

	it('keeps carousel items between 3 and 6', () => {
		expect(itemsPerRow('default', true, false)).toBe(3);
		expect(itemsPerRow('default', true, true)).toBe(5);
		expect(itemsPerRow('default', false, false)).toBe(4);
		expect(itemsPerRow('default', false, true)).toBe(6);
		expect(itemsPerRow('9', false, false)).toBe(6);
		expect(itemsPerRow('1', false, false)).toBe(3);
	});

	it('keeps the panel’s posts per row when a sub-category’s posts come in', async () => {
		const container = (id: number) => `<div data-cat-id="${id}" class="jeg_newsfeed_container with_subcat"><div class="newsfeed_carousel"></div></div>`;
		const answers: Record<string, string> = {
			jnews_build_mega_category_1:
				'<div class="jeg_newsfeed_subcat"><ul class="jeg_subcat_item"><li data-cat-id="72" class="active"><a href="/c/72/">All</a></li><li data-cat-id="75"><a href="/c/75/">Transport</a></li></ul></div>' +
				`<div class="jeg_newsfeed_list">${container(72)}<div class="newsfeed_overlay"></div></div>`,
			jnews_mega_category_1: container(75),
		};
		vi.stubGlobal('fetch', vi.fn(async (_: string, init: RequestInit) => new Response(answers[new URLSearchParams(String(init.body)).get('action')!])));
		const element = fixture(
			'<li class="menu-item jeg_megamenu category_1 ajaxload" data-number="9" data-category="72" data-item-row="default"><a href="/c/72/">City</a><div class="sub-menu"><div class="jeg_newsfeed style1 clearfix"><div class="newsfeed_overlay"></div></div></div></li>',
		);
		const unmount = hydrateForTest(element, <MegaMenu element={element} {...readMegaMenuProps(element)!} />);
		const perRow = () => Array.from(element.querySelectorAll<HTMLElement>('.newsfeed_carousel'), (carousel) => carousel.style.getPropertyValue('--jeg-items'));
		const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
		// Focus opens it as hover does.
		await act(async () => void element.firstElementChild!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
		await settle();
		expect(perRow()).toEqual(['3']);
		await act(async () => void element.querySelector('li[data-cat-id="75"]')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
		await settle();
		expect(perRow()).toEqual(['3', '3']);
		unmount();
	});
	it('a failed build shows and speaks the reason instead of spinning, and the next open asks again', async () => {
		const replies = [new Response('Internal Server Error', { status: 500 }), new Response('<div class="jeg_newsfeed_list"><div class="jeg_newsfeed_item">Post</div></div>')];
		const fetch = vi.fn(async () => replies.shift()!);
		vi.stubGlobal('fetch', fetch);
		const element = fixture(
			'<li class="menu-item jeg_megamenu category_1 ajaxload" data-number="9" data-category="99" data-item-row="default"><a href="/c/72/">City</a><div class="sub-menu"><div class="jeg_newsfeed style1 clearfix"><div class="newsfeed_overlay"></div></div></div></li>',
		);
		const unmount = hydrateForTest(element, <MegaMenu element={element} {...readMegaMenuProps(element)!} />);
		const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 150)));
		const link = element.firstElementChild!;
		await act(async () => void link.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
		await settle();
		expect(element.querySelector('.islands-mega-failure')?.textContent).toBe('The menu could not be loaded. An unknown error occurred.');
		expect(element.querySelector<HTMLElement>('.newsfeed_overlay')!.hidden).toBe(true);
		await vi.waitFor(() => expect(document.getElementById('a11y-speak-polite')?.textContent).toMatch(/^The menu could not be loaded\. An unknown error occurred\./));
		await act(async () => void link.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body })));
		await settle();
		await act(async () => void link.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
		await settle();
		expect(fetch).toHaveBeenCalledTimes(2);
		expect(element.querySelector('.islands-mega-failure')).toBeNull();
		expect(element.querySelector('.jeg_newsfeed_item')?.textContent).toBe('Post');
		unmount();
	});
});
