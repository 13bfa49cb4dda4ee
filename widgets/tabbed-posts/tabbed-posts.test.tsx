import { describe, expect, it } from 'vitest';
import { tabbedPosts } from '../../demo/server/render/jnews/reading-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { TabbedPosts } from './tabbed-posts';
import mount from './index';

const markup = tabbedPosts([
	{ title: 'One', url: '/news/one/' },
	{ title: 'Two', url: '/news/two/' },
]).value;

describe('tabbed post widget', () => {
	const render = (element: HTMLElement) => <TabbedPosts element={element} />;
	itHydratesByteForByte('widget', markup, render);

	it('is a tablist: click and arrow keys move the active tab and panel, within this widget only', async () => {
		const other = fixture(markup);
		const widget = fixture(markup);
		const unmount = hydrateForTest(widget, <TabbedPosts element={widget} />);
		const tabs = [...widget.querySelectorAll<HTMLElement>('[role=tab]')];
		expect(widget.querySelector('.jeg_tabpost_nav')!.getAttribute('role')).toBe('tablist');
		expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
		await act(async () => tabs[2].click());
		expect(widget.querySelector('.jeg_tabpost_item.active')!.id).toBe('jeg_tabpost_3');
		expect(tabs[2].getAttribute('aria-selected')).toBe('true');
		await act(async () => {
			tabs[2].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
		});
		expect(widget.querySelector('.jeg_tabpost_item.active')!.id).toBe('jeg_tabpost_1');
		expect(document.activeElement).toBe(tabs[0]);
		const panel = widget.querySelector('#jeg_tabpost_1')!;
		expect(panel.getAttribute('role')).toBe('tabpanel');
		expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0].id);
		// The other widget on the page, with the same printed ids, is untouched.
		expect(other.querySelector('.jeg_tabpost_item.active')!.id).toBe('jeg_tabpost_1');
		expect(other.querySelector('[role=tab]')).toBeNull();
		unmount();
	});

	itLeavesNothingBehind({
		html: markup,
		mount, timers: true, render,
		use: (element) => element.querySelectorAll<HTMLElement>('li')[1]?.click(),
		usage: 'a tab switched',
	});
});
