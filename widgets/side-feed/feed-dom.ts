/** Placing feed pages (server HTML, opaque to the component) into `.jeg_sidefeed`, and marking the post being read. */
import { parseServerHtml } from '../../runtime/dom/server-html';
export function placeFeed(list: Element, html: string, append: boolean): void {
	const items = parseServerHtml('theme-side-feed', html);
	if (append) list.append(items);
	else list.replaceChildren(items);
}

export function markActive(list: Element, currentId: number): HTMLElement | null {
	let active: HTMLElement | null = null;
	for (const item of list.querySelectorAll<HTMLElement>('.jeg_post')) {
		const on = item.getAttribute('data-id') === String(currentId);
		item.classList.toggle('active', on);
		if (on) active = item;
	}
	return active;
}
