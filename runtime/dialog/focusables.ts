/**
 * What Tab can reach inside a dialog, in document order: enough of tabbable's
 * rules for dialog content (links, form fields, buttons, iframes, explicit
 * tabindex) without its 2.5 kB. Hidden elements are skipped where the browser
 * can tell (`checkVisibility`); positive tabindex order is not emulated.
 */
const CANDIDATES = [
	'a[href]',
	'area[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'iframe',
	'audio[controls]',
	'video[controls]',
	'summary',
	'[contenteditable]:not([contenteditable="false"])',
	'[tabindex]',
].join(',');

const visible = (element: HTMLElement): boolean =>
	typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions) : true;

export function focusables(container: Element): HTMLElement[] {
	return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
		(element) => element.tabIndex >= 0 && element.getAttribute('tabindex') !== '-1' && !element.closest('[inert]') && visible(element),
	);
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last stop Tab goes to
 * the first and back. A native modal dialog already makes the page inert, but
 * lets Tab leave for the browser's own controls (WCAG H102 allows it); a
 * lightbox readers page through with the keyboard should not lose focus there.
 */
export function wrapTab(container: Element, event: KeyboardEvent): void {
	if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
	const stops = focusables(container);
	const active = container.ownerDocument.activeElement;
	if (stops.length === 0) {
		event.preventDefault();
		return;
	}
	const first = stops[0]!;
	const last = stops[stops.length - 1]!;
	const outside = !active || !stops.includes(active as HTMLElement);
	if (event.shiftKey ? outside || active === first : outside || active === last) {
		event.preventDefault();
		(event.shiftKey ? last : first).focus();
	}
}
