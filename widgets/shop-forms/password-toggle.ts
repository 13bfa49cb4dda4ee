/**
 * Show/hide for password fields (contract §7): the input is wrapped in
 * `span.password-input` and followed by `button.show-password-input`, labelled
 * "Show password" / "Hide password" from `woocommerce_params`. The button
 * switches every password field in that wrapper between password and text,
 * and puts the caret back in the field.
 */
export interface PasswordLabels {
	show: string;
	hide: string;
}

export function addPasswordToggle(input: HTMLInputElement, labels: PasswordLabels): void {
	const doc = input.ownerDocument;
	let wrapper = input.parentElement;
	if (!wrapper?.matches('span.password-input')) {
		wrapper = doc.createElement('span');
		wrapper.className = 'password-input';
		input.replaceWith(wrapper);
		wrapper.append(input);
	}
	if (wrapper.querySelector('.show-password-input')) return;
	const button = doc.createElement('button');
	button.type = 'button';
	button.className = 'show-password-input';
	button.setAttribute('aria-label', labels.show);
	if (input.id) button.setAttribute('aria-describedby', input.id);
	wrapper.append(button);
	button.addEventListener('click', () => {
		const showing = button.classList.toggle('display-password');
		button.setAttribute('aria-label', showing ? labels.hide : labels.show);
		for (const field of wrapper!.querySelectorAll<HTMLInputElement>('input')) field.type = showing ? 'text' : 'password';
		input.focus();
	});
}
