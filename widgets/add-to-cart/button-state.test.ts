import { beforeEach, describe, expect, it } from 'vitest';
import { ADD_TO_CART_PARAMS } from '../../contracts/woocommerce.fixtures';
import { FAILURE_CLASS, showAdded, showFailure, startLoading, stopLoading } from './button-state';

const params = { ...ADD_TO_CART_PARAMS };

let button: HTMLElement;
let other: HTMLElement;
beforeEach(() => {
	document.body.innerHTML = `
		<li class="product"><a class="button add_to_cart_button ajax_add_to_cart" id="b1">Add</a><span class="sr"></span></li>
		<li class="product"><a class="button add_to_cart_button ajax_add_to_cart" id="b2">Add</a></li>`;
	button = document.getElementById('b1')!;
	other = document.getElementById('b2')!;
});

const viewCartLinks = (root: ParentNode = document) => root.querySelectorAll('a.added_to_cart.wc-forward');

describe('loading', () => {
	it('adds loading and aria-busy, removes added', () => {
		button.classList.add('added');
		startLoading(button);
		expect(button.classList.contains('loading')).toBe(true);
		expect(button.classList.contains('added')).toBe(false);
		expect(button.getAttribute('aria-busy')).toBe('true');
		stopLoading(button);
		expect(button.classList.contains('loading')).toBe(false);
		expect(button.hasAttribute('aria-busy')).toBe(false);
	});

	it('stays loading until the last of several requests ends', () => {
		startLoading(button);
		startLoading(button);
		stopLoading(button);
		expect(button.classList.contains('loading')).toBe(true);
		stopLoading(button);
		expect(button.classList.contains('loading')).toBe(false);
	});

	it('stopLoading on a button that never started just clears the state', () => {
		button.classList.add('loading');
		stopLoading(button);
		expect(button.classList.contains('loading')).toBe(false);
	});
});

describe('showAdded (contract §2.2)', () => {
	it('adds "added" and exactly one View cart link right after the button', () => {
		showAdded(button, params);
		expect(button.classList.contains('added')).toBe(true);
		const links = viewCartLinks();
		expect(links).toHaveLength(1);
		const link = links[0] as HTMLAnchorElement;
		expect(button.nextElementSibling).toBe(link);
		expect(link.className).toBe('added_to_cart wc-forward');
		expect(link.title).toBe('View cart');
		expect(link.textContent).toBe('View cart');
		expect(link.href).toBe(new URL('/cart/', location.href).href);
	});

	it('does not add a second link on a second add', () => {
		showAdded(button, params);
		showAdded(button, params);
		expect(viewCartLinks()).toHaveLength(1);
	});

	it('adds one link per product, not one per page', () => {
		showAdded(button, params);
		showAdded(other, params);
		expect(viewCartLinks()).toHaveLength(2);
		expect(viewCartLinks(other.parentElement!)).toHaveLength(1);
	});

	it.each(['1', '0'])('adds no link on the cart page (is_cart %j is truthy)', (isCart) => {
		showAdded(button, { ...params, is_cart: isCart });
		expect(button.classList.contains('added')).toBe(true);
		expect(viewCartLinks()).toHaveLength(0);
	});

	it.each(['javascript:alert(1)', 'https://evil.example/cart/'])('adds no link to %s', (cartUrl) => {
		showAdded(button, { ...params, cart_url: cartUrl });
		expect(viewCartLinks()).toHaveLength(0);
	});

	it('escapes the translated text (no markup is created)', () => {
		showAdded(button, { ...params, i18n_view_cart: '<img src=x onerror=alert(1)>Warenkorb' });
		const link = viewCartLinks()[0];
		expect(link.textContent).toBe('<img src=x onerror=alert(1)>Warenkorb');
		expect(link.getAttribute('title')).toBe('<img src=x onerror=alert(1)>Warenkorb');
		expect(link.children).toHaveLength(0);
	});
});

describe('showFailure', () => {
	it('inserts the message as text after the button, once', () => {
		showFailure(button, 'Could not add. <b>x</b>');
		showFailure(button, 'Could not add. again');
		const notes = document.querySelectorAll(`.${FAILURE_CLASS}`);
		expect(notes).toHaveLength(1);
		expect(button.nextElementSibling).toBe(notes[0]);
		expect(notes[0].textContent).toBe('Could not add. again');
		expect(notes[0].children).toHaveLength(0);
	});

	it('is cleared when the next request starts', () => {
		showFailure(button, 'Could not add.');
		startLoading(button);
		expect(document.querySelector(`.${FAILURE_CLASS}`)).toBeNull();
		expect(button.nextElementSibling?.className).toBe('sr');
	});
});
