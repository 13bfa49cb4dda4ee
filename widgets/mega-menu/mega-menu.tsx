/**
 * A category mega menu (theme-ajax.md §4, spec §9): it opens on hover and
 * focus and closes 800 ms after the pointer leaves (superfish's delay), at
 * once on Escape or when focus leaves. The first open of an `.ajaxload` item
 * builds its panel (server HTML); hovering or focusing a sub-category shows
 * its posts, asked once and then switched in the DOM.
 */
import { announce } from '../../runtime/announcer';
import { parseServerHtml, serverHtmlProp } from '../../runtime/dom/server-html';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { useDomEvent } from '../../runtime/react/use-dom-event';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { itemsPerRow, megaHtml } from './mega-requests';
import { __, sprintf } from '../../runtime/i18n';

export const CLOSE_DELAY_MS = 800;

export interface MegaMenuProps {
	type: 1 | 2;
	ajax: boolean;
	catId: string;
	number: string;
	tags: string;
	itemRow: string | null;
}

export function readMegaMenuProps(element: HTMLElement): MegaMenuProps | null {
	if (!element.querySelector('.jeg_newsfeed')) return null;
	const type = element.classList.contains('category_2') ? 2 : 1;
	const catId = element.dataset.category ?? '';
	const number = element.dataset.number ?? '';
	const ajax = element.classList.contains('ajaxload') && /^\d+$/.test(catId) && /^\d+$/.test(number);
	return { type, ajax, catId, number, tags: element.dataset.tags ?? '', itemRow: element.dataset.itemRow ?? null };
}

/* translators: %s: why, a failure sentence */
const menuFailed = (reason: string) => sprintf(__('The menu could not be loaded. %s'), reason);
const FAILURE_CLASS = 'islands-mega-failure';

/**
 * A panel whose build failed: the spinner goes, the reason is shown in its place and spoken,
 * and the next open asks again (`reason` null: back to the spinner for that request).
 */
function showFailure(panel: HTMLElement, reason: string | null) {
	panel.querySelector(`:scope > .${FAILURE_CLASS}`)?.remove();
	const overlay = panel.querySelector<HTMLElement>(':scope > .newsfeed_overlay');
	if (overlay) overlay.hidden = reason !== null;
	if (reason === null) return;
	const note = document.createElement('p');
	note.className = FAILURE_CLASS;
	note.textContent = menuFailed(reason);
	panel.append(note);
	announce(note.textContent, 'polite');
}

const fullWidth = (element: Element) => element.closest('.jeg_header.full') !== null;

/** Sizes every carousel in the panel (the theme's CSS or slider reads `--jeg-items`). */
function sizeCarousels(panel: Element, props: MegaMenuProps, element: Element) {
	const hasSubcat = panel.querySelector('.jeg_newsfeed_subcat li + li') !== null;
	for (const carousel of panel.querySelectorAll<HTMLElement>('.newsfeed_carousel'))
		carousel.style.setProperty('--jeg-items', String(itemsPerRow(props.itemRow, hasSubcat, fullWidth(element))));
}

export function MegaMenu({ element, ...props }: MegaMenuProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	const [open, setOpen] = useState(false);
	const [loaded, setLoaded] = useState(() => element.classList.contains('loaded') || !props.ajax);
	const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	const hydrated = useHydrated();
	const panel = () => element.querySelector('.jeg_newsfeed') as HTMLElement;

	useEffect(() => () => clearTimeout(closing.current), []);
	useEffect(() => {
		if (!open) return;
		if (loaded) return sizeCarousels(panel(), props, element);
		let live = true;
		showFailure(panel(), null);
		void megaHtml({ kind: 'build', type: props.type, catId: props.catId, number: props.number, tags: props.tags }).then((answer) => {
			if (!live || answer === null) return;
			if (!answer.ok) return showFailure(panel(), answer.reason);
			panel().querySelector(':scope > .newsfeed_overlay')?.remove();
			panel().append(parseServerHtml('theme-mega-menu', answer.html));
			sizeCarousels(panel(), props, element);
			setLoaded(true);
		});
		return () => {
			live = false;
		};
	}, [open, loaded]);

	const show = () => {
		clearTimeout(closing.current);
		setOpen(true);
	};
	const hide = (delay: number) => {
		clearTimeout(closing.current);
		closing.current = setTimeout(() => setOpen(false), delay);
	};

	async function showCategory(item: Element) {
		const catId = item.getAttribute('data-cat-id') ?? '';
		const list = panel().querySelector<HTMLElement>('.jeg_newsfeed_list');
		if (!list || item.classList.contains('active') || !/^\d+$/.test(catId)) return;
		for (const sibling of Array.from(item.parentElement?.children ?? [])) sibling.classList.toggle('active', sibling === item);
		let container = list.querySelector<HTMLElement>(`.jeg_newsfeed_container[data-cat-id="${catId}"]`);
		if (!container) {
			list.style.height = `${list.offsetHeight}px`;
			list.classList.remove('loaded');
			const answer = await megaHtml({ kind: 'category', type: props.type, catId, number: props.number, tags: '' });
			list.classList.add('loaded');
			list.style.height = '';
			if (answer === null || !item.classList.contains('active')) return;
			if (!answer.ok) {
				// Not active any more, so the next hover asks again.
				item.classList.remove('active');
				return announce(menuFailed(answer.reason), 'polite');
			}
			list.querySelector('.newsfeed_overlay')?.before(parseServerHtml('theme-mega-menu', answer.html));
			container = list.querySelector<HTMLElement>(`.jeg_newsfeed_container[data-cat-id="${catId}"]`);
			sizeCarousels(panel(), props, element);
		}
		for (const other of list.querySelectorAll<HTMLElement>('.jeg_newsfeed_container')) other.style.display = other === container ? '' : 'none';
	}

	const subcategory = (event: Event) => {
		const item = (event.target as Element).closest?.('.jeg_newsfeed_subcat li');
		if (item && element.contains(item)) void showCategory(item);
	};
	useDomEvent(element, 'mouseover', subcategory);
	useDomEvent(element, 'focusin', (event) => {
		show();
		subcategory(event);
	});
	useDomEvent(element, 'focusout', (event) => !element.contains((event as FocusEvent).relatedTarget as Node | null) && hide(0));

	return serverTree(printed, (node) => {
		if (node === printed)
			return {
				onMouseEnter: show,
				onMouseLeave: () => hide(CLOSE_DELAY_MS),
				onKeyDown: (event: KeyboardEvent<Element>) => {
					if (event.key !== 'Escape' || !open) return;
					setOpen(false);
					element.querySelector<HTMLElement>(':scope > a')?.focus();
				},
				...(hydrated ? { className: classNames(printed.getAttribute('class'), { sfHover: open, loaded: loaded && props.ajax }) } : {}),
			};
		if (node.localName === 'a' && node.parentElement === printed) return hydrated && { 'aria-haspopup': 'true', 'aria-expanded': String(open) };
		if (node.classList.contains('jeg_newsfeed')) return { dangerouslySetInnerHTML: serverHtmlProp('printed', node.innerHTML) };
		return null;
	});
}
