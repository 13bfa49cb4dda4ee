/**
 * The theme's tabbed post widget (Trending / Comments / Latest, contract
 * theme-ui §20) as the ARIA tabs pattern: the printed list items become tabs
 * (arrow keys, mirrored in a right-to-left page, Home and End move between
 * them; one tab stop), the panels
 * tabpanels. The `active` classes the theme's CSS shows and hides by stay.
 * Panels are looked up inside the same widget: their printed ids repeat
 * across widgets, so tabs name no `aria-controls`; each panel is labelled by
 * its tab's (prefixed, unique) id instead.
 */
import { type KeyboardEvent, useRef, useState } from 'react';
import { readsRightToLeft } from '../../runtime/dom/reading-direction';
import type { IslandProps } from '../../runtime/react/define-island';
import { useIslandId } from '../../runtime/react/island-root';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';

export function TabbedPosts({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [tabs] = useState(() => [...printed.querySelectorAll('.jeg_tabpost_nav > li[data-tab-content]')]);
	const [selected, setSelected] = useState(() => Math.max(0, tabs.findIndex((tab) => tab.classList.contains('active'))));
	const hydrated = useHydrated();
	const prefix = useIslandId();
	const focusTab = useRef<number | null>(null);
	const panelOf = (tab: Element) => tab.getAttribute('data-tab-content') ?? '';

	const choose = (index: number, focus = false) => {
		setSelected(index);
		if (focus) focusTab.current = index;
	};
	const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
		// In a right-to-left page the next tab sits to the left.
		const forward = readsRightToLeft(event.currentTarget) ? -1 : 1;
		const moves: Record<string, number> = { ArrowRight: selected + forward, ArrowDown: selected + 1, ArrowLeft: selected - forward, ArrowUp: selected - 1, Home: 0, End: tabs.length - 1 };
		if (!(event.key in moves)) return;
		event.preventDefault();
		choose((moves[event.key] + tabs.length) % tabs.length, true);
	};
	const tabRef = (index: number) => (node: HTMLElement | null) => {
		if (node && focusTab.current === index) {
			focusTab.current = null;
			node.focus();
		}
	};

	return serverTree(printed, (node) => {
		const index = tabs.indexOf(node);
		if (index >= 0) {
			const events = { onClick: () => choose(index) };
			if (!hydrated) return events;
			return {
				...events,
				ref: tabRef(index),
				role: 'tab',
				id: `${prefix}tab-${index}`,
				tabIndex: index === selected ? 0 : -1,
				'aria-selected': index === selected ? 'true' : 'false',
				onKeyDown,
				className: classNames(node.getAttribute('class'), { active: index === selected }),
			};
		}
		if (!hydrated) return null;
		if (node.classList.contains('jeg_tabpost_nav')) return { role: 'tablist' };
		const panel = node.classList.contains('jeg_tabpost_item') ? tabs.findIndex((tab) => panelOf(tab) === node.id) : -1;
		if (panel < 0) return null;
		return {
			role: 'tabpanel',
			'aria-labelledby': `${prefix}tab-${panel}`,
			className: classNames(node.getAttribute('class'), { active: panel === selected }),
		};
	});
}
