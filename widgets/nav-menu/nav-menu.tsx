/**
 * A desktop menu of the theme (`ul.jeg_menu`, contract theme-ui §15). On
 * wide screens a submenu opens while the pointer is over its item or focus
 * is inside it (`sfHover`, as superfish sets it) and closes after the hide
 * delay; Escape closes it and returns focus to its link. At 1024 px or less
 * each parent item gets a toggle button (the disclosure pattern, with
 * `aria-expanded`) and submenus open by tap or keyboard instead of hover;
 * a tap on the parent's own link opens its submenu first (§15 touch).
 * The width is followed live (the theme decided it once, §23.12).
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { printedChildNodes, serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { TOUCH_MENU_QUERY } from './hide-delay';
import { __, sprintf } from '../../runtime/i18n';

export function NavMenu({ element, hideDelay }: { hideDelay: number } & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [parents] = useState(() => [...printed.querySelectorAll('li')].filter((item) => item.querySelector(':scope > ul')));
	const [open, setOpen] = useState<Element | null>(null);
	const [touch, setTouch] = useState(() => matchMedia(TOUCH_MENU_QUERY).matches);
	const closing = useRef<ReturnType<typeof setTimeout>>();
	const hydrated = useHydrated();

	useEffect(() => {
		const query = matchMedia(TOUCH_MENU_QUERY);
		const follow = () => setTouch(query.matches);
		query.addEventListener('change', follow);
		return () => {
			query.removeEventListener('change', follow);
			clearTimeout(closing.current);
		};
	}, []);

	const openNow = (item: Element) => {
		clearTimeout(closing.current);
		setOpen(item);
	};
	const closeLater = () => {
		clearTimeout(closing.current);
		closing.current = setTimeout(() => setOpen(null), hideDelay);
	};
	const liveItem = (item: Element): Element | undefined => element.querySelectorAll('li')[[...printed.querySelectorAll('li')].indexOf(item as HTMLLIElement)];

	return serverTree(printed, (node) => {
		if (!hydrated || !parents.includes(node as HTMLLIElement)) return null;
		const expanded = open === node;
		const hover = touch
			? {}
			: {
					onMouseEnter: () => openNow(node),
					onMouseLeave: closeLater,
					onFocus: () => openNow(node),
					onBlur: (event: FocusEvent) => {
						if (!liveItem(node)?.contains(event.relatedTarget as Node | null)) closeLater();
					},
				};
		const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
			if (event.key !== 'Escape' || !expanded) return;
			event.stopPropagation();
			setOpen(null);
			liveItem(node)?.querySelector<HTMLElement>(':scope > a')?.focus();
		};
		/* translators: %s: the menu item's name */
		const label = sprintf(__('%s submenu'), node.querySelector(':scope > a')?.textContent?.trim() ?? __('Submenu'));
		const link = node.querySelector(':scope > a');
		const children = printedChildNodes(node).map((child) => {
			if (child.nodeType === 3) return (child as Text).data;
			const rendered = serverTree(child as Element, (inner) => {
				if (inner !== child) return null;
				if (inner.matches('ul')) return { hidden: touch && !expanded };
				// A first tap (or click) on a parent's link opens its submenu instead of leaving the page; once it is open the link is followed.
				if (touch && inner === link)
					return {
						onClick: (event: MouseEvent) => {
							if (expanded) return;
							event.preventDefault();
							setOpen(node);
						},
					};
				return null;
			});
			if (!touch || child !== link) return rendered;
			return [
				rendered,
				<button key="toggle" type="button" className="islands-submenu-toggle" aria-expanded={expanded ? 'true' : 'false'} aria-label={label} onClick={() => setOpen(expanded ? null : node)} />,
			];
		});
		return { ...hover, onKeyDown, className: classNames(node.getAttribute('class'), { sfHover: expanded }), children };
	});
}
