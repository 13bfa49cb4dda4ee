/**
 * Field descriptions under account and checkout inputs (contract §7): shown
 * (slide down 250 ms) while their field has focus, hidden again on Escape or a
 * click elsewhere. The field is `aria-describedby` its description, so a
 * screen reader reads it on focus even while it is visually hidden.
 */
import { slideDown, slideUp } from '../../runtime/slide';

const SLIDE_MS = 250;
const open = new Set<HTMLElement>();

function hide(description: HTMLElement): void {
	if (!open.delete(description)) return;
	description.setAttribute('aria-hidden', 'true');
	void slideUp(description, SLIDE_MS);
}

function show(description: HTMLElement): void {
	for (const other of [...open]) if (other !== description) hide(other);
	if (open.has(description)) return;
	open.add(description);
	description.setAttribute('aria-hidden', 'false');
	void slideDown(description, SLIDE_MS);
}

let listening = false;

export function describeOnFocus(description: HTMLElement, idPrefix: string): void {
	const wrapper = description.closest('.woocommerce-input-wrapper');
	const field = wrapper?.querySelector<HTMLElement>('input, select, textarea');
	if (!wrapper || !field) return;
	description.id ||= `${idPrefix}description`;
	field.setAttribute('aria-describedby', [field.getAttribute('aria-describedby'), description.id].filter(Boolean).join(' '));
	description.style.display = 'none';
	description.setAttribute('aria-hidden', 'true');
	field.addEventListener('focus', () => show(description));
	field.addEventListener('click', () => show(description));
	if (listening) return;
	listening = true;
	document.addEventListener('keydown', (event) => {
		if (event.key === 'Escape') for (const item of [...open]) hide(item);
	});
	document.addEventListener('click', (event) => {
		for (const item of [...open])
			if (!item.closest('.woocommerce-input-wrapper')?.contains(event.target as Node)) hide(item);
	});
}
