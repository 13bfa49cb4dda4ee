/**
 * Which dialogs are open, oldest first, and what a new one does to them.
 *
 * - **Stack**: a dialog opened from inside the topmost open dialog (its opener,
 *   the focused element, is in it; or it was rendered there) goes on top. Escape
 *   closes only the top one, and focus goes back to the opener inside the one
 *   below.
 * - **Replace**: a dialog opened from the page while others are open replaces
 *   them: each gets `onClose('replaced')`, its native dialog closes at once, and
 *   the new dialog returns focus to the page element that opened the first one.
 *
 * A caller can force either with the `stacking` prop.
 */
export interface OpenDialog {
	element: HTMLDialogElement;
	/** Where focus goes when this dialog closes. */
	returnTo: HTMLElement | null;
	/** Asks the owner to close it because a newer dialog replaced it. */
	replace: () => void;
	replaced: boolean;
}

const open: OpenDialog[] = [];

export const topDialog = (): OpenDialog | undefined => open[open.length - 1];

export const isTop = (element: HTMLDialogElement): boolean => topDialog()?.element === element;

/** Decides stack or replace for a dialog about to open; returns the dialogs it replaces. */
export function pushDialog(entry: OpenDialog, stacking: 'stack' | 'replace' | undefined, opener: Element | null): void {
	const top = topDialog();
	const inside = !!top && (!!opener && top.element.contains(opener) || top.element.contains(entry.element));
	if (top && (stacking ?? (inside ? 'stack' : 'replace')) === 'replace') {
		const replaced = open.splice(0);
		entry.returnTo = replaced[0]!.returnTo ?? entry.returnTo;
		for (const old of replaced.reverse()) {
			old.replaced = true;
			if (old.element.open) old.element.close();
			old.replace();
		}
	}
	open.push(entry);
}

/** Removes `entry`; true when it was the one on top (its closing moves focus). */
export function removeDialog(entry: OpenDialog): boolean {
	const at = open.indexOf(entry);
	if (at < 0) return false;
	open.splice(at, 1);
	return at === open.length;
}
