/**
 * One swatch list (`ul.variable-items-wrapper`), the children of the printed
 * list with each `li.variable-item[role=radio]` drawn from the form's model:
 * `selected` + `aria-checked`, `disabled` + `aria-disabled`, `no-stock`, the
 * low-stock label in `.wvs-stock-left-info[data-wvs-stock-info]`, and one tab
 * stop (roving tabindex: the selected swatch, else the first usable one; the
 * arrow keys move it). A swatch never decides alone: it asks the form to set
 * its select, which stays the submitted field.
 */
import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import { readsRightToLeft } from '../../runtime/dom/reading-direction';
import { classNames } from '../../runtime/react/class-names';
import type { ServerProps } from '../../runtime/react/server-tree';
import { nodesOf } from './server-html';
import { focusTarget, swatchAction, tabStop } from './swatch-logic';
import type { SwatchItemView, SwatchSettings } from './swatch-view';

const STOCK_INFO = 'wvs-stock-left-info';
const STOCK_SHOWN = 'wvs-show-stock-left-info';

/** One printed swatch list. */
export interface SwatchGroupMarkup {
	list: Element;
	/** `attribute_pa_color`. */
	name: string;
	/** The attribute's label cell, which gets ": Blue" after it. */
	label: Element | null;
	/** The swatches plugin's own span in the label, when it printed one. */
	labelSpan: Element | null;
	items: Array<{ element: Element; value: string; title: string }>;
}

export interface SwatchGroupProps {
	group: SwatchGroupMarkup;
	/** null until the form's first check: the list as printed. */
	views: SwatchItemView[] | null;
	/** The form's model revision: a new one puts the tab stop back on the selected swatch. */
	revision: number;
	settings: SwatchSettings;
	/** Sets the group's select (`""` clears it). */
	onChoose: (value: string) => void;
}

/** Where a swatch without a printed low-stock slot gets one. */
const stockHost = (item: Element) => (item.querySelector(`.${STOCK_INFO}`) ? null : item.querySelector('.variable-item-contents') || item);

export function SwatchGroup({ group, views, revision, settings, onChoose }: SwatchGroupProps) {
	const [moved, setMoved] = useState<{ revision: number; index: number } | null>(null);
	const usable = views ? views.map((view) => view.state !== 'disabled') : [];
	const stop = moved && moved.revision === revision ? moved.index : tabStop(views ? views.findIndex((view) => view.selected) : -1, usable);

	const activate = (index: number) => {
		if (!views) return;
		const view = views[index];
		const selected = views.find((other) => other.selected);
		const action = swatchAction(view.value, view.state, selected ? selected.value : '', settings.clearOnReselect);
		if (action.kind === 'select') onChoose(action.value);
		else if (action.kind === 'clear') onChoose('');
	};

	const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
		if (event.altKey || event.ctrlKey || event.metaKey) return;
		if (event.key === 'Enter' || event.key === ' ') {
			event.preventDefault();
			activate(index);
			return;
		}
		const target = focusTarget(event.key, index, usable, readsRightToLeft(event.currentTarget));
		if (target < 0) return;
		event.preventDefault();
		setMoved({ revision, index: target });
		(event.currentTarget.parentElement as Element).querySelectorAll<HTMLElement>('li.variable-item')[target].focus();
	};

	const stockSlot = (view: SwatchItemView | null | undefined) => view && <div key="stock" className={STOCK_INFO} data-wvs-stock-info={view.stock} />;

	const enhance = (node: Element): ServerProps | null => {
		const index = group.items.findIndex((item) => item.element === node);
		if (index >= 0) {
			const view = views && views[index];
			const handlers = {
				onClick: (event: MouseEvent<HTMLElement>) => {
					event.preventDefault();
					activate(index);
				},
				onKeyDown: onKeyDown(index),
			};
			const slot = settings.showStock && stockHost(node) === node ? { children: [...nodesOf(node, enhance), stockSlot(view)] } : null;
			if (!view) return { ...handlers, ...slot };
			return {
				...slot,
				...handlers,
				className: classNames(node.getAttribute('class'), {
					selected: view.selected,
					disabled: view.state === 'disabled',
					'no-stock': view.state === 'no-stock',
					...(settings.showStock ? { [STOCK_SHOWN]: Boolean(view.stock) } : {}),
				}),
				'aria-checked': String(view.selected),
				'aria-disabled': view.state === 'disabled' ? 'true' : undefined,
				'aria-label': view.ariaLabel,
				tabindex: index === stop ? '0' : '-1',
			};
		}
		const item = node.closest('li.variable-item');
		if (!item || !settings.showStock) return null;
		const view = views && views[group.items.findIndex((candidate) => candidate.element === item)];
		if (node.classList.contains(STOCK_INFO)) return view ? { 'data-wvs-stock-info': view.stock } : null;
		// Keyed from the first render, so adding the slot leaves the printed contents as they are.
		if (stockHost(item) === node) return { children: [...nodesOf(node, enhance), stockSlot(view)] };
		return null;
	};

	return <>{nodesOf(group.list, enhance)}</>;
}
