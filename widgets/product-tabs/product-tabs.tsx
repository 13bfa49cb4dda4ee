/**
 * WooCommerce's product data tabs (single-product.js) as the ARIA tabs
 * pattern over the printed list: one panel shows (the others get
 * single-product.js's `display: none`), the open tab's `li` gets `active` for
 * the theme's CSS, `aria-selected` and a roving tab stop mark the tab, and
 * arrow keys along the tabs' axis, Home and End move to a tab and open it.
 * The page's address picks the opening tab (opening-tab.ts); the summary's
 * "customer reviews" link and a later review address open the reviews and
 * scroll to what they name. Each panel's content is rendered as printed and
 * never diffed again: it belongs to the theme and to other islands (the
 * review form's rating).
 */
import { serverHtmlProp } from '../../runtime/dom/server-html';
import { readsRightToLeft } from '../../runtime/dom/reading-direction';
import { type KeyboardEvent, type MouseEvent, useLayoutEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { useDomEvent } from '../../runtime/react/use-dom-event';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { openingTab, REVIEWS_TARGET, tabForHash } from './opening-tab';
import { type Orientation, orientationOf, tabAfterKey } from './tab-keys';
import { readTabs } from './tabs-markup';

const REVIEW_LINK = 'a.woocommerce-review-link';

export function ProductTabs({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [{ list, anchors, targets, panels }] = useState(() => readTabs(printed));
	const [selected, setSelected] = useState(() => openingTab(targets, new URL(location.href)));
	const hydrated = useHydrated();
	// What to bring into view once the open panel shows: the address's target at load, a link's or hash's later.
	const pendingScroll = useRef<string | null>(tabForHash(targets, new URL(location.href)) === null ? null : location.hash);
	const focusTab = useRef<number | null>(null);
	const live = useRef<HTMLElement[]>([]);
	const [orientation, setOrientation] = useState<Orientation>('horizontal');
	const measure = () => orientationOf(live.current.map((tab) => tab.getBoundingClientRect()));
	const reviews = targets.indexOf(REVIEWS_TARGET);

	const open = (index: number, scrollTo: string | null) => {
		setSelected(index);
		pendingScroll.current = scrollTo;
	};

	useDomEvent(document, 'click', (event) => {
		const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(REVIEW_LINK) : null;
		if (!link || reviews < 0 || event.defaultPrevented) return;
		// The panel must show before the browser looks for the link's target, so the island navigates itself.
		event.preventDefault();
		open(reviews, link.hash || '#reviews');
	});
	// Themes lay the tabs out in a row or a column (Storefront: a column beside the panels on wide screens).
	useDomEvent(window, 'resize', () => setOrientation(measure()));
	useLayoutEffect(() => {
		if (hydrated) setOrientation(measure());
	}, [hydrated]);
	useDomEvent(window, 'hashchange', () => {
		const index = tabForHash(targets, new URL(location.href));
		if (index !== null) open(index, location.hash);
	});

	useLayoutEffect(() => {
		if (!hydrated) return;
		if (focusTab.current !== null) live.current[focusTab.current]?.focus();
		focusTab.current = null;
		const target = pendingScroll.current;
		pendingScroll.current = null;
		if (!target) return;
		if (location.hash !== target) location.hash = target;
		else document.getElementById(decodeURIComponent(target.slice(1)))?.scrollIntoView();
	});

	const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
		const next = tabAfterKey(event.key, index, anchors.length, orientation, readsRightToLeft(event.currentTarget));
		if (next === null) return;
		event.preventDefault();
		// As single-product.js: the keys that move between tabs do not reach the gallery's slider.
		event.stopPropagation();
		focusTab.current = next;
		open(next, null);
	};

	const shownPanel = panels.find((panel) => `#${panel.id}` === targets[selected]);
	return serverTree(printed, (node) => {
		const index = anchors.indexOf(node);
		if (index >= 0) {
			const onClick = (event: MouseEvent<HTMLElement>) => {
				event.preventDefault();
				open(index, null);
			};
			if (!hydrated) return { onClick };
			return {
				onClick,
				onKeyDown: onKeyDown(index),
				ref: (tab: HTMLElement | null) => {
					if (tab) live.current[index] = tab;
				},
				'aria-selected': index === selected ? 'true' : 'false',
				tabIndex: index === selected ? 0 : -1,
			};
		}
		if (node === list) return hydrated && orientation === 'vertical' && { 'aria-orientation': 'vertical' };
		const tabItem = anchors.findIndex((anchor) => anchor.parentElement === node);
		if (tabItem >= 0) return hydrated && { className: classNames(node.getAttribute('class'), { active: tabItem === selected }) };
		if (!panels.includes(node)) return null;
		// The content as printed, once: later renders leave it to whatever else lives there.
		const content = { dangerouslySetInnerHTML: serverHtmlProp('printed', node.innerHTML) };
		if (!hydrated) return content;
		// A tab stop of its own (the ARIA tabs pattern): a description has nothing else to focus.
		return node === shownPanel ? { ...content, tabIndex: 0 } : { ...content, tabIndex: 0, style: { display: 'none' } };
	});
}
