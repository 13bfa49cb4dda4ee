/**
 * The `span.password-input` WooCommerce's stylesheet positions the show/hide
 * button in (contract §7). The input is moved into it once, before the island
 * hydrates: a framework cannot give a live node a new parent, and re-creating
 * the input would lose what a password manager already filled in. The island
 * then hydrates the input where it now is and renders the button beside it.
 */
export const WRAPPER_CLASS = 'password-input';
export const TOGGLE_CLASS = 'show-password-input';

/**
 * WooCommerce's rule (contract §2.10): its own inputs (`.woocommerce-Input`)
 * and any whose parent is a span; not a field that already has its button
 * (another copy of the script, or a template that prints it).
 */
export function needsToggle(input: Element): boolean {
	const wrapper = input.parentElement;
	if (!input.classList.contains('woocommerce-Input') && wrapper?.localName !== 'span') return false;
	return !(wrapper?.classList.contains(WRAPPER_CLASS) && wrapper.querySelector(`.${TOGGLE_CLASS}`));
}

export function wrapPasswordInput(input: Element): void {
	if (input.parentElement?.matches(`span.${WRAPPER_CLASS}`)) return;
	const wrapper = input.ownerDocument.createElement('span');
	wrapper.className = WRAPPER_CLASS;
	input.replaceWith(wrapper);
	wrapper.append(input);
}
