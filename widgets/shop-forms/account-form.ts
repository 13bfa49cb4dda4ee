/**
 * The theme's edit-account form (theme-ui §19). A form printed with the
 * literal `onsubmit="false"` must never submit: we cancel it and jump to the
 * top where the theme shows why. Changing the first or last name offers the
 * display-name choices WordPress offers, without the duplicates the original
 * piled up on every change.
 */
export function displayNameChoices(first: string, last: string, changed: 'first' | 'last'): string[] {
	const both = [`${first} ${last}`, `${last} ${first}`].map((name) => name.trim());
	return [changed === 'first' ? first : last, ...both].filter((name) => name !== '');
}

function addChoices(select: HTMLSelectElement, names: string[]): void {
	const existing = new Set(Array.from(select.options, (option) => option.value));
	for (const name of names) {
		if (existing.has(name)) continue;
		existing.add(name);
		const option = select.ownerDocument.createElement('option');
		option.value = option.textContent = name;
		select.add(option);
	}
}

export function guardAccountForm(form: HTMLFormElement): void {
	form.addEventListener('submit', (event) => {
		if (form.getAttribute('onsubmit') !== 'false') return;
		event.preventDefault();
		window.scrollTo(0, 0);
	});
	const first = form.querySelector<HTMLInputElement>('#fname');
	const last = form.querySelector<HTMLInputElement>('#lname');
	const display = form.querySelector<HTMLSelectElement>('#dname');
	if (!first || !last || !display) return;
	first.addEventListener('change', () => addChoices(display, displayNameChoices(first.value, last.value, 'first')));
	last.addEventListener('change', () => addChoices(display, displayNameChoices(first.value, last.value, 'last')));
}
