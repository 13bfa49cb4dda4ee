import { describe, expect, it } from 'vitest';
import { cartWidgetsShown, itemsCookieShows, showCartWidgets } from './widget-visibility';

describe('"hide if empty" cart widgets (contract §4.6)', () => {
	it.each([undefined, '', '0', 'abc'])('are hidden when items_in_cart is %j', (value) => {
		expect(itemsCookieShows(value)).toBe(false);
	});

	it('are shown when items_in_cart > 0', () => {
		expect(itemsCookieShows('1')).toBe(true);
		expect(itemsCookieShows('3')).toBe(true);
	});

	it('share one state across the page', () => {
		showCartWidgets(false);
		showCartWidgets(true);
		expect(cartWidgetsShown().value).toBe(true);
	});
});
