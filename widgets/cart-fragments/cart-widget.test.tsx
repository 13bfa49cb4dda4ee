/**
 * The "hide if empty" Cart widget under Preact and React 19: hydration leaves
 * the printed bytes alone, the widget follows the visibility signal, its
 * inside is never touched again, and unmounting frees everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cartWidgetSidebar as cartWidget } from '../../demo/server/render/cart-widget';
import { act, checkServerIdentity, countLeakedListeners, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { CartWidget, isHideableWidget } from './cart-widget';
import { showCartWidgets } from './widget-visibility';

/** The widget as the demo prints it, without the sidebar around it. */
const printedWidget = () => cartWidget().value.replace(/^<aside[^>]*>/, '').replace(/<\/aside>$/, '');
const FILLED = '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li>Mug</li></ul></div>';

afterEach(() => {
	document.body.innerHTML = '';
});

describe('"hide if empty" Cart widget island', () => {
	it.each([
		['empty placeholder, as printed', printedWidget()],
		['filled by fragments, with a printed style', printedWidget().replace('<div class="widget_shopping_cart_content"></div>', FILLED).replace('class="widget woocommerce', 'style="margin-top: 2em" class="widget woocommerce')],
	])('hydrates the widget (%s) byte for byte', async (_name, html) => {
		showCartWidgets(false);
		const { before, after, mismatches } = await checkServerIdentity(html, (element) => <CartWidget element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('is an island only for widgets set to hide if empty', () => {
		expect(isHideableWidget(fixture(printedWidget()))).toBe(true);
		expect(isHideableWidget(fixture('<section class="widget widget_shopping_cart"><div class="widget_shopping_cart_content"></div></section>'))).toBe(false);
	});

	it('hides and shows with the cart, and leaves its inside to the fragments', async () => {
		showCartWidgets(false);
		const widget = fixture(printedWidget());
		const unmount = hydrateForTest(widget, <CartWidget element={widget} />);
		expect(widget.style.display).toBe('none');
		const content = widget.querySelector('.widget_shopping_cart_content')!;
		content.outerHTML = FILLED; // what applyFragments does
		await act(async () => showCartWidgets(true));
		expect(widget.style.display).toBe('');
		expect(widget.querySelector('.widget_shopping_cart_content')!.outerHTML).toBe(FILLED);
		await act(async () => showCartWidgets(false));
		expect(widget.style.display).toBe('none');
		expect(widget.querySelector('li')!.textContent).toBe('Mug');
		unmount();
	});

	it('frees every document, window and body listener when unmounted, 100 times over', async () => {
		const leaked = await countLeakedListeners([document, window, document.body], () => {
			for (let round = 0; round < 100; round++) {
				const widget = fixture(printedWidget());
				const unmount = hydrateForTest(widget, <CartWidget element={widget} />);
				unmount();
				widget.parentElement?.remove();
			}
		});
		expect(leaked).toBe(0);
	}, 20_000); // a hundred hydrations under React's development build on a shared 2-core machine
});
