import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverTree } from '../../../runtime/react/server-tree';
import { act } from '../../../runtime/react/testing/island-kit';
import { EnhancedSelect, noResults, placeholderMultiple, placeholderSingle, shownText, wantsSearch } from './enhanced-select';

const selectOf = (html: string) => {
	const template = document.createElement('template');
	template.innerHTML = html;
	return template.content.querySelector('select')!;
};

/** The printed label and select (as React renders server markup), then the enhanced select right after, in a fresh root. */
function mount(printed: string) {
	const host = document.createElement('div');
	document.body.append(host);
	const parsed = document.createElement('template');
	parsed.innerHTML = printed;
	const root = createRoot(host);
	act(() => root.render(createElement('span', { className: 'field' }, ...[...parsed.content.children].map((node) => serverTree(node)), <EnhancedSelect key="enhanced" />)));
	return { select: host.querySelector('select')!, anchor: host.querySelector('.selectBox-enhanced')!, unmount: () => act(() => root.unmount()) };
}

const key = (target: Element, name: string) => act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })));

afterEach(() => {
	document.body.innerHTML = '';
});

describe('enhanced select', () => {
	it("shows the chosen label, else the spec's placeholders or the select's own", () => {
		expect(shownText(selectOf('<select><option value="1">Public</option><option value="2" selected>Private</option></select>'))).toBe('Private');
		expect(shownText(selectOf('<select><option value=""></option><option value="a">A</option></select>'))).toBe(placeholderSingle());
		expect(shownText(selectOf('<select multiple><option value="a">A</option></select>'))).toBe(placeholderMultiple());
		expect(shownText(selectOf('<select data-placeholder="Pick a list"><option value=""></option></select>'))).toBe('Pick a list');
		expect([placeholderSingle(), placeholderMultiple(), noResults()]).toEqual(['Select an Option', 'Select Some Options', 'No results match']);
	});

	it('asks for search only when the markup does (select2 data-minimum-results-for-search)', () => {
		expect(wantsSearch(selectOf('<select class="selectBox"><option>A</option></select>'))).toBe(false);
		expect(wantsSearch(selectOf('<select data-minimum-results-for-search="2"><option>A</option></select>'))).toBe(false);
		expect(wantsSearch(selectOf('<select data-minimum-results-for-search="2"><option>A</option><option>B</option></select>'))).toBe(true);
		expect(wantsSearch(selectOf('<select data-minimum-results-for-search="-1"><option>A</option></select>'))).toBe(false);
	});

	it('by keyboard: opens, moves, picks (the native select changes and fires change), closes with Escape', () => {
		const { select, anchor, unmount } = mount('<label for="v">Visibility</label><select id="v" class="selectBox"><option value="0" selected>Public</option><option value="1">Shared</option><option value="2">Private</option></select>');
		const changed = vi.fn();
		select.addEventListener('change', changed);
		const button = anchor.querySelector('button')!;
		expect(button.getAttribute('role')).toBe('combobox');
		expect(button.getAttribute('aria-label')).toBe('Visibility');
		expect(button.textContent).toBe('Public');
		expect(select.getAttribute('aria-hidden')).toBe('true');
		expect(select.tabIndex).toBe(-1);
		key(button, 'ArrowDown');
		expect(button.getAttribute('aria-expanded')).toBe('true');
		expect([...anchor.querySelectorAll('[role=option]')].map((option) => option.textContent)).toEqual(['Public', 'Shared', 'Private']);
		key(button, 'End');
		expect(button.getAttribute('aria-activedescendant')).toBe(anchor.querySelectorAll('[role=option]')[2].id);
		key(button, 'Enter');
		expect(select.value).toBe('2');
		expect(changed).toHaveBeenCalledOnce();
		expect(button.textContent).toBe('Private');
		expect(anchor.querySelector('[role=listbox]')).toBeNull();
		key(button, 'ArrowDown');
		key(button, 'Escape');
		expect(anchor.querySelector('[role=listbox]')).toBeNull();
		expect(select.value).toBe('2');
		unmount();
	});

	it("filters with the search field and says 'No results match'", () => {
		const { select, anchor, unmount } = mount('<select class="change-wishlist selectBox" data-minimum-results-for-search="0"><option value="" selected>Move</option><option value="AAA">Gifts</option><option value="BBB">Birthday</option></select>');
		const button = anchor.querySelector('button')!;
		key(button, 'Enter');
		const search = anchor.querySelector<HTMLInputElement>('input.selectBox-search')!;
		const type = (text: string) =>
			act(() => {
				// The prototype's setter, as a browser's typing does: React's value tracker then sees the change.
				Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, text);
				search.dispatchEvent(new Event('input', { bubbles: true }));
				search.dispatchEvent(new Event('change', { bubbles: true }));
			});
		type('zzz');
		expect(anchor.querySelector('.no-results')!.textContent).toBe(`${noResults()} "zzz"`);
		type('birth');
		expect([...anchor.querySelectorAll('[role=option]')].map((option) => option.textContent)).toEqual(['Birthday']);
		key(search, 'Enter');
		expect(select.value).toBe('BBB');
		unmount();
	});
});
