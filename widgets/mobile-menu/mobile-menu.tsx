/**
 * The theme's mobile slide-in menu (contract theme-ui §15). The toggle
 * (`a.jeg_mobile_toggle`) opens it by `jeg_show_menu` on <body>, as the
 * theme's CSS expects; it reports `aria-expanded`. Open, focus moves into the
 * menu and Tab stays inside it (the page behind is covered by the overlay);
 * Escape, the close link and a press on the overlay close it and focus goes
 * back to the toggle. A submenu opens with its arrow button (a disclosure),
 * the dropdown variant the theme builds on first open.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { printedChildNodes, serverTree } from '../../runtime/react/server-tree';
import { useDomEvent } from '../../runtime/react/use-dom-event';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { focusableIn } from './focusable';
import { __, sprintf } from '../../runtime/i18n';

export const OPEN_CLASS = 'jeg_show_menu';

export function MobileMenu({ element }: IslandProps) {
	const doc = element.ownerDocument;
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [open, setOpen] = useState(false);
	const [openItems, setOpenItems] = useState<ReadonlySet<Element>>(new Set());
	const hydrated = useHydrated();
	const toggles = () => [...doc.querySelectorAll<HTMLElement>('.jeg_mobile_toggle')];

	useEffect(() => {
		doc.body.classList.toggle(OPEN_CLASS, open);
		for (const toggle of toggles()) toggle.setAttribute('aria-expanded', String(open));
		if (open) focusableIn(element.querySelector('.jeg_mobile_wrapper') ?? element)[0]?.focus();
	}, [open]);

	const close = () => {
		if (!open) return;
		setOpen(false);
		toggles().find((toggle) => toggle.offsetParent !== null)?.focus();
	};
	useDomEvent(doc, 'click', (event) => {
		const toggle = (event.target as Element).closest?.('.jeg_mobile_toggle');
		if (!toggle) return;
		event.preventDefault();
		setOpen((now) => !now);
	});
	useDomEvent(doc, 'keydown', (event) => {
		if (open && (event as globalThis.KeyboardEvent).key === 'Escape') close();
	});

	const trapTab = (event: KeyboardEvent<HTMLElement>) => {
		if (event.key !== 'Tab') return;
		const focusable = focusableIn(element);
		if (focusable.length === 0) return;
		const first = focusable[0];
		const last = focusable[focusable.length - 1];
		if (event.shiftKey && doc.activeElement === first) {
			event.preventDefault();
			last.focus();
		} else if (!event.shiftKey && doc.activeElement === last) {
			event.preventDefault();
			first.focus();
		}
	};
	const onClose = (event: MouseEvent<HTMLElement>) => {
		event.preventDefault();
		close();
	};
	const toggleItem = (item: Element) =>
		setOpenItems((now) => {
			const next = new Set(now);
			if (!next.delete(item)) next.add(item);
			return next;
		});

	return serverTree(printed, (node) => {
		if (node === printed) return { onKeyDown: trapTab };
		if (node.classList.contains('jeg_menu_close')) return { onClick: onClose, ...(hydrated ? { role: 'button', 'aria-label': __('Close menu') } : {}) };
		if (node.classList.contains('jeg_bg_overlay')) return { onClick: close };
		if (!hydrated || !node.matches('.jeg_mobile_menu li.menu-item-has-children')) return null;
		const expanded = openItems.has(node);
		const submenu = node.querySelector(':scope > .sub-menu');
		const link = node.querySelector(':scope > a') ?? node.firstElementChild;
		const toggle = <button key="toggle" type="button" className="islands-submenu-toggle" aria-expanded={expanded ? 'true' : 'false'} aria-label={/* translators: %s: the menu item's name */ sprintf(__('%s submenu'), link?.textContent?.trim() ?? __('Submenu'))} onClick={() => toggleItem(node)} />;
		return {
			className: classNames(node.getAttribute('class'), { open: expanded }),
			// The toggle follows the item's link, wherever whitespace or comments put it among the children.
			children: printedChildNodes(node).flatMap((child) => {
				if (child.nodeType === 3) return [(child as Text).data];
				const rendered = serverTree(child as Element, child === submenu ? () => ({ hidden: !expanded }) : undefined);
				return child === link ? [rendered, toggle] : [rendered];
			}),
		};
	});
}
