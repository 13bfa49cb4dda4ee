/** Placing feed pages (server HTML, opaque to the component) into `.jeg_sidefeed`, and marking the post being read. */
export function placeFeed(list: Element, html: string, append: boolean): void {
	const template = document.createElement('template');
	template.innerHTML = html;
	if (append) list.append(template.content);
	else list.replaceChildren(template.content);
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
