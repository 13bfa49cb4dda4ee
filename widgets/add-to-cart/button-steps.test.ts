import { beforeEach, describe, expect, it } from 'vitest';
import { ADD_TO_CART_PARAMS } from '../../contracts/woocommerce.fixtures';
import { buttonState, registerButton } from './button-store';
import { stepAdded, stepFailed, stepStart } from './button-steps';

const params = { ...ADD_TO_CART_PARAMS };
let button: HTMLElement;
beforeEach(() => {
	document.body.innerHTML = '<li><a class="button add_to_cart_button" id="b">Add</a></li>';
	button = document.getElementById('b')!;
});

describe('button steps', () => {
	it('change a button that is no island in place (a third party’s button in added_to_cart)', () => {
		stepStart(button);
		expect(button.className).toBe('button add_to_cart_button loading');
		stepAdded(button, true, params);
		expect(button.className).toBe('button add_to_cart_button added');
		expect(button.nextElementSibling?.matches('a.added_to_cart.wc-forward')).toBe(true);
	});

	it('go through the store for a hydrated button, its classes on the button at once', () => {
		const unregister = registerButton(button);
		stepStart(button);
		// No render has run: a listener of adding_to_cart still sees the spinner.
		expect(button.className).toBe('button add_to_cart_button loading');
		expect(button.getAttribute('aria-busy')).toBe('true');
		stepStart(button);
		stepAdded(button, true, params);
		expect(buttonState(button).value).toEqual({ busy: 1, added: true, link: true, failure: null });
		expect(button.className).toBe('button add_to_cart_button loading added');
		stepFailed(button, 'Could not add to cart. The shop sent no answer.');
		expect(buttonState(button).value).toMatchObject({ busy: 0, failure: 'Could not add to cart. The shop sent no answer.' });
		expect(button.className).toBe('button add_to_cart_button added');
		expect(button.hasAttribute('aria-busy')).toBe(false);
		// The note and the link are the component's to render.
		expect(button.nextElementSibling).toBeNull();
		unregister();
	});

	it('add no link without fragments, and no second link where the parent has one', () => {
		const unregister = registerButton(button);
		stepAdded(button, false, params);
		expect(buttonState(button).value).toMatchObject({ added: false, link: false });
		button.insertAdjacentHTML('afterend', '<a class="added_to_cart wc-forward" href="/cart/">View cart</a>');
		stepAdded(button, true, params);
		expect(buttonState(button).value).toMatchObject({ added: true, link: false });
		unregister();
	});
});
