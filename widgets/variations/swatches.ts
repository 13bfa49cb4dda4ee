/**
 * The swatches layer ("Variation Swatches for WooCommerce" markup): each
 * `ul.variable-items-wrapper[data-attribute_name]` mirrors the select next to
 * it (`select.woo-variation-raw-select`), which stays the form field that is
 * submitted. A swatch only ever sets its select and dispatches `change`; the
 * form logic does the rest, then calls `refresh()` so the swatches show the
 * select's value and each value's state.
 *
 * Per swatch (`li.variable-item[data-value][data-title]`, role radio):
 * `selected` + `aria-checked`, `disabled` + `aria-disabled`, `no-stock`, one
 * tab stop per group (roving tabindex), and the low-stock label in
 * `.wvs-stock-left-info[data-wvs-stock-info]` with `wvs-show-stock-left-info`.
 * The attribute's label gets `span.woo-selected-variation-item-name` ("Color" +
 * ": Blue"). All of it is set as text.
 */
import { flagOn, localizedCount, type SwatchesOptions, type WcVariation } from '../../contracts/variations';
import type { ValueState } from './availability';
import { type Chosen, findMatchingVariations } from './match';
import { DEFAULT_STOCK_THRESHOLD, stockLabel } from './stock-label';
import { focusTarget, swatchAction, tabStop, variationLabelSuffix } from './swatch-logic';

interface Group {
	list: HTMLElement;
	select: HTMLSelectElement;
	name: string;
	items: HTMLElement[];
	label: HTMLElement | null;
}

/** What the form knows after a change, for drawing the swatches. */
export interface SwatchSnapshot {
	/** Per attribute, per value; null on the AJAX path, where every value stays possible. */
	states: Record<string, Map<string, ValueState>> | null;
	variations: readonly WcVariation[];
	chosen: Chosen;
}

export interface Swatches {
	refresh(snapshot: SwatchSnapshot): void;
	/** The first swatch of the first group, for focus after a reset. */
	first(): HTMLElement | null;
}

const LOADED = 'wvs-loaded';
const LABEL_CLASS = 'woo-selected-variation-item-name';
const STOCK_INFO = 'wvs-stock-left-info';
const STOCK_SHOWN = 'wvs-show-stock-left-info';
const OUT_OF_STOCK_TEXT = 'Out of stock';

const stateOf = ({ states }: SwatchSnapshot, name: string, value: string): ValueState =>
	states ? (states[name] && states[name].get(value)) || 'disabled' : 'available';

function findGroups(form: HTMLFormElement): Group[] {
	const groups: Group[] = [];
	for (const list of form.querySelectorAll<HTMLElement>('ul.variable-items-wrapper[data-attribute_name]')) {
		const name = list.getAttribute('data-attribute_name') || '';
		// The plugin prints the select and the list in one cell.
		const cell = list.parentElement as HTMLElement;
		const select = cell.querySelector('select');
		if (!select) continue;
		// The label cell sits before it, in a table row or a theme's div row.
		const row = list.closest('tr') || cell.parentElement;
		groups.push({ list, select, name, items: [...list.querySelectorAll<HTMLElement>('li.variable-item')], label: row && row.querySelector<HTMLElement>('.label') });
	}
	return groups;
}

function labelSpan(group: Group): HTMLElement | null {
	if (!group.label) return null;
	let span = group.label.querySelector<HTMLElement>(`.${LABEL_CLASS}`);
	if (!span) {
		span = group.label.ownerDocument.createElement('span');
		span.className = LABEL_CLASS;
		span.setAttribute('data-default', '');
		group.label.append(span);
	}
	return span;
}

function stockInfo(item: HTMLElement): HTMLElement {
	let info = item.querySelector<HTMLElement>(`.${STOCK_INFO}`);
	if (!info) {
		info = item.ownerDocument.createElement('div');
		info.className = STOCK_INFO;
		(item.querySelector('.variable-item-contents') || item).append(info);
	}
	return info;
}

/** Enhances the swatches of `form`; returns null when it has none. */
export function setupSwatches(form: HTMLFormElement, options: SwatchesOptions): Swatches | null {
	const groups = findGroups(form);
	if (groups.length === 0) return null;
	const showLabel = flagOn(options.show_variation_label);
	const clearOnReselect = flagOn(options.clear_on_reselect);
	const showStock = flagOn(options.show_variation_stock);
	const threshold = localizedCount(options.stock_label_threshold, DEFAULT_STOCK_THRESHOLD);
	const separator = options.variation_label_separator;
	const outOfStock = options.out_of_stock_tooltip_text || OUT_OF_STOCK_TEXT;
	let last: SwatchSnapshot = { states: null, variations: [], chosen: {} };

	const groupOf = (item: Element) => groups.find((group) => group.items.includes(item as HTMLElement));
	const choose = (group: Group, value: string) => {
		group.select.value = value;
		group.select.dispatchEvent(new Event('change', { bubbles: true }));
	};

	function activate(item: HTMLElement): void {
		const group = groupOf(item);
		if (!group) return;
		const value = item.getAttribute('data-value') || '';
		const action = swatchAction(value, stateOf(last, group.name, value), group.select.value, clearOnReselect);
		if (action.kind === 'select') choose(group, action.value);
		else if (action.kind === 'clear') choose(group, '');
	}

	form.addEventListener('click', (event) => {
		const item = (event.target as Element).closest<HTMLElement>('li.variable-item');
		if (!item || !groupOf(item)) return;
		event.preventDefault();
		activate(item);
	});

	form.addEventListener('keydown', (event) => {
		const item = (event.target as Element).closest<HTMLElement>('li.variable-item');
		const group = item && groupOf(item);
		if (!item || !group || event.altKey || event.ctrlKey || event.metaKey) return;
		if (event.key === 'Enter' || event.key === ' ') {
			event.preventDefault();
			activate(item);
			return;
		}
		const usable = group.items.map((candidate) => !candidate.classList.contains('disabled'));
		const index = focusTarget(event.key, group.items.indexOf(item), usable);
		if (index < 0) return;
		event.preventDefault();
		for (const [position, candidate] of group.items.entries()) candidate.tabIndex = position === index ? 0 : -1;
		group.items[index].focus();
	});

	function refresh(snapshot: SwatchSnapshot): void {
		last = snapshot;
		const names = groups.map((group) => group.name);
		for (const group of groups) {
			const selected = group.select.value;
			const others = names.every((name) => name === group.name || Boolean(snapshot.chosen[name]));
			const usable: boolean[] = [];
			let selectedIndex = -1;
			let title = '';
			for (const [index, item] of group.items.entries()) {
				const value = item.getAttribute('data-value') || '';
				const state = stateOf(snapshot, group.name, value);
				const isSelected = value !== '' && value === selected;
				if (isSelected) {
					selectedIndex = index;
					title = item.getAttribute('data-title') || value;
				}
				usable.push(state !== 'disabled');
				item.classList.toggle('selected', isSelected);
				item.classList.toggle('disabled', state === 'disabled');
				item.classList.toggle('no-stock', state === 'no-stock');
				item.setAttribute('aria-checked', String(isSelected));
				if (state === 'disabled') item.setAttribute('aria-disabled', 'true');
				else item.removeAttribute('aria-disabled');

				let note = state === 'no-stock' ? outOfStock : '';
				if (showStock) {
					const variation = others && snapshot.states ? findMatchingVariations(snapshot.variations, { ...snapshot.chosen, [group.name]: value })[0] : undefined;
					const label = state === 'available' ? stockLabel(variation, threshold) : '';
					stockInfo(item).setAttribute('data-wvs-stock-info', label);
					item.classList.toggle(STOCK_SHOWN, Boolean(label));
					note ||= label;
				}
				const name = item.getAttribute('data-title') || value;
				if (note) item.setAttribute('aria-label', `${name}, ${note}`);
				else item.removeAttribute('aria-label');
			}
			const stop = tabStop(selectedIndex, usable);
			for (const [index, item] of group.items.entries()) item.tabIndex = index === stop ? 0 : -1;
			if (showLabel) {
				const span = labelSpan(group);
				if (span) span.textContent = variationLabelSuffix(separator, title);
			}
		}
	}

	form.classList.add(LOADED);
	return { refresh, first: () => groups[0].items.find((item) => !item.classList.contains('disabled')) || null };
}
