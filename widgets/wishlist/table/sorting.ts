/**
 * Drag-and-drop sorting of the wishlist (contract §7.6, §3.10), and beyond the
 * plugin Alt+ArrowUp / Alt+ArrowDown on a focused row. A lazy part: only an
 * owner's sortable table with the option on loads it, so every other wishlist
 * page skips its code. The island hands over how to read and write its copy
 * of the markup; a new order is shown at once and sent as `positions[]`,
 * aborting the previous sort request.
 */
import type { KeyboardEvent } from 'react';
import type { WishlistL10n } from '../../../contracts/wishlist';
import { announce } from '../../../runtime/announcer';
import { wishlistCall } from '../../../runtime/wishlist/request';
import { moveId, reorderedRows, rowIds, sortFields } from './sort-rows';
import { __, sprintf } from '../../../runtime/i18n';

export const sortFailed = () => __('The new order could not be saved. Reload the page and try again.');

export interface SortingHost {
	element: HTMLElement;
	l10n: WishlistL10n;
	/** The island's current copy of the markup. */
	printed: () => Element;
	show: (next: Element) => void;
	/** The row to keep focused after the re-render. */
	focus: (rowId: string) => void;
}

export interface Sorting {
	rowProps: Record<string, unknown>;
	dispose: () => void;
}

export function createSorting(host: SortingHost): Sorting {
	let request: AbortController | null = null;
	let dragged: string | null = null;

	async function reorder(order: string[], moved: string) {
		const table = host.element.querySelector('.wishlist_table');
		if (!table || order.join() === rowIds(host.printed()).join()) return;
		host.show(reorderedRows(host.printed(), order));
		/* translators: %1$d: the row's new position, %2$d: how many rows the list has */
		announce(sprintf(__('Moved to position %1$d of %2$d.'), order.indexOf(moved) + 1, order.length));
		request?.abort();
		const controller = new AbortController();
		request = controller;
		const outcome = await wishlistCall(host.l10n, 'sort_wishlist_items', sortFields(table, order), controller.signal);
		if (outcome.ok ? outcome.data !== null : outcome.kind !== 'aborted') announce(sortFailed(), 'assertive');
	}

	const idOf = (event: { currentTarget: EventTarget | null }) => (event.currentTarget as Element).getAttribute('data-row-id') ?? '';

	return {
		rowProps: {
			draggable: 'true',
			tabIndex: 0,
			'aria-keyshortcuts': 'Alt+ArrowUp Alt+ArrowDown',
			'aria-roledescription': __('sortable row'),
			onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
				if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || event.target !== event.currentTarget) return;
				event.preventDefault();
				const id = idOf(event);
				const ids = rowIds(host.printed());
				host.focus(id);
				void reorder(moveId(ids, id, ids.indexOf(id) + (event.key === 'ArrowUp' ? -1 : 1)), id);
			},
			onDragStart: (event: DragEvent) => {
				dragged = idOf(event);
				event.dataTransfer?.setData('text/plain', dragged);
			},
			onDragOver: (event: DragEvent) => event.preventDefault(),
			onDrop: (event: DragEvent) => {
				event.preventDefault();
				const target = idOf(event);
				const moved = dragged;
				dragged = null;
				if (!moved || moved === target) return;
				const ids = rowIds(host.printed());
				void reorder(moveId(ids, moved, ids.indexOf(target)), moved);
			},
		},
		dispose: () => request?.abort(),
	};
}
