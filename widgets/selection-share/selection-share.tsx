/**
 * The text-selection share menu (contract theme-ui §10): select text in the
 * article and a small menu of share buttons appears above the selection.
 * Only selections inside the article content count (`.content-inner`); a
 * press outside the content and the header clears the selection. The menu
 * also follows keyboard selections (Shift + arrows, a keyup), so it is
 * reachable by keyboard: Tab goes to its buttons, Escape hides it. A share
 * opens the network in a 575×430 window without an opener.
 */
import { type MouseEvent, useState } from 'react';
import { openWindow } from '../../runtime/navigate';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { useDomEvent } from '../../runtime/react/use-dom-event';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { shareNetworkOf as networkOf } from '../../contracts/jnews-share';
import { SELECTION_WINDOW, selectionShareUrl } from './share-url';
import { __, sprintf } from '../../runtime/i18n';

const ARROW_GAP_PX = 11;

interface Shown {
	text: string;
	left: number;
	top: number;
}

/**
 * The selection the menu is for: null when there is none inside the article
 * (nothing selected, or text elsewhere, such as the title: the menu must not
 * stay up offering the earlier text), undefined when it is in the article
 * but has no box to place the menu at.
 */
function selectionInContent(doc: Document): { text: string; rect: DOMRect } | null | undefined {
	const selection = doc.getSelection();
	if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
	const text = selection.toString().trim();
	const anchor = selection.anchorNode instanceof Element ? selection.anchorNode : selection.anchorNode?.parentElement;
	if (!text || !anchor?.closest('.content-inner')) return null;
	const rect = selection.getRangeAt(0).getBoundingClientRect();
	return rect.left === 0 && rect.top === 0 ? undefined : { text, rect };
}

/** The menu's size as it will show: hidden, it measures 0, and a menu placed as if it had no size covers the selection. */
function shownSize(menu: HTMLElement | null): { width: number; height: number } {
	if (!menu) return { width: 0, height: 0 };
	const printedStyle = menu.style.cssText;
	menu.style.cssText = `${printedStyle};display:block;visibility:hidden;left:0;top:0`;
	const size = { width: menu.offsetWidth, height: menu.offsetHeight };
	menu.style.cssText = printedStyle;
	return size;
}

export function SelectionShare({ element, preview }: { preview: boolean } & IslandProps) {
	const doc = element.ownerDocument;
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [shown, setShown] = useState<Shown | null>(null);
	const hydrated = useHydrated();
	const inner = element.querySelector<HTMLElement>('.selectShare-inner');

	const update = () => {
		const found = selectionInContent(doc);
		if (found === undefined) return;
		if (found === null) {
			setShown(null);
			return;
		}
		const { width, height } = shownSize(inner);
		setShown({
			text: found.text,
			left: found.rect.left + window.scrollX + found.rect.width / 2 - width / 2,
			top: found.rect.top + window.scrollY - height - ARROW_GAP_PX,
		});
	};
	useDomEvent(doc, 'mousedown', (event) => {
		const target = event.target as Element;
		if (element.contains(target) || target.closest?.('.content-inner, .entry-header')) return;
		doc.getSelection()?.removeAllRanges();
		setShown(null);
	});
	useDomEvent(doc, 'mouseup', () => setTimeout(update));
	useDomEvent(doc, 'touchend', () => setTimeout(update));
	useDomEvent(doc, 'keyup', (event) => {
		const key = (event as KeyboardEvent).key;
		if (key === 'Escape') setShown(null);
		else if ((event as KeyboardEvent).shiftKey || key === 'Shift') update();
	});

	const share = (event: MouseEvent<HTMLElement>) => {
		const button = (event.target as Element).closest('button.select-share-button');
		if (!button || !shown || preview) return;
		event.preventDefault();
		const url = selectionShareUrl(button.getAttribute('data-url') ?? '', {
			url: button.getAttribute('data-post-url') ?? location.href,
			imageUrl: button.getAttribute('data-image-url') ?? '',
			text: shown.text,
		});
		openWindow(url, networkOf(button) || 'share', `noopener,${SELECTION_WINDOW}`);
	};

	return serverTree(printed, (node) => {
		if (node === printed) return { onClick: share };
		if (!hydrated) return null;
		if (node.classList.contains('selectShare-inner'))
			return {
				role: 'toolbar',
				'aria-label': __('Share the selected text'),
				className: classNames(node.getAttribute('class'), { select_share_menu_animate: shown !== null }),
				style: shown ? { position: 'absolute', left: `${shown.left}px`, top: `${shown.top}px`, display: 'block' } : { display: 'none' },
			};
		if (node.matches('button.select-share-button')) return { 'aria-label': /* translators: %s: the network's name */ sprintf(__('Share selection on %s'), networkOf(node).replace(/^\w/, (letter) => letter.toUpperCase())) };
		return null;
	});
}
