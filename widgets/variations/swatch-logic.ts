/**
 * What a click or a key on a swatch means, decided without the DOM.
 *
 * Click (or Enter / Space) on a swatch:
 * - a disabled swatch does nothing;
 * - an unselected one selects its value;
 * - the selected one clears the attribute when `clear_on_reselect` is on, and
 *   otherwise does nothing new (no second `change`, no second `found_variation`).
 *
 * Arrow keys move the focus inside one group (wrapping, skipping disabled
 * swatches; left and right swapped in a right-to-left page, as a radio group's
 * are); Home and End go to the first and last usable one. Moving does not
 * select: the choice changes other groups and fires the shop's events, so it
 * waits for Enter or Space.
 */
import type { ValueState } from './availability';

export type SwatchAction = { kind: 'select'; value: string } | { kind: 'clear' } | { kind: 'none' };

export function swatchAction(value: string, state: ValueState, selectedValue: string, clearOnReselect: boolean): SwatchAction {
	if (state === 'disabled') return { kind: 'none' };
	if (value !== selectedValue) return { kind: 'select', value };
	return clearOnReselect ? { kind: 'clear' } : { kind: 'none' };
}

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The index to focus after `key` on item `current`, or -1 when the key is not ours or nothing is usable. */
export function focusTarget(key: string, current: number, usable: readonly boolean[], rtl: boolean): number {
	const count = usable.length;
	if (!usable.some(Boolean)) return -1;
	if (key === 'Home') return usable.indexOf(true);
	if (key === 'End') return usable.lastIndexOf(true);
	const step = rtl && (key === 'ArrowLeft' || key === 'ArrowRight') ? -STEPS[key] : STEPS[key];
	if (!step) return -1;
	for (let offset = 1; offset <= count; offset++) {
		const index = (((current + step * offset) % count) + count) % count;
		if (usable[index]) return index;
	}
	return -1;
}

/** The one swatch of a group in the tab order: the selected one, else the first usable one. */
export function tabStop(selected: number, usable: readonly boolean[]): number {
	return selected >= 0 && usable[selected] ? selected : usable.indexOf(true);
}

/** "Color: Blue": the swatches plugin appends `separator + " " + title` after the attribute's label. */
export const variationLabelSuffix = (separator: string, title: string): string => (title ? `${separator} ${title}` : '');
