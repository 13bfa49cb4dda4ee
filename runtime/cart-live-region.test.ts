import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceCartChange, cartLiveRegion, clearCartLiveRegion } from './cart-live-region';

beforeEach(() => {
	document.body.innerHTML = '';
	vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('cart live region (contract §2.5)', () => {
	it('appends one status region to body when the page has none', () => {
		const region = cartLiveRegion();
		expect(region.parentElement).toBe(document.body);
		expect(region.className).toBe('widget_shopping_cart_live_region screen-reader-text');
		expect(region.getAttribute('role')).toBe('status');
		expect(cartLiveRegion()).toBe(region);
		expect(document.querySelectorAll('.widget_shopping_cart_live_region')).toHaveLength(1);
	});

	it('reuses the first region the theme printed', () => {
		document.body.innerHTML =
			'<div class="widget_shopping_cart_live_region" id="first"></div><div class="widget_shopping_cart_live_region"></div>';
		expect(cartLiveRegion().id).toBe('first');
	});

	it('announces with aria-relevant="all" and clears both text and aria-relevant', () => {
		announceCartChange('“Mug” has been added to your cart');
		const region = cartLiveRegion();
		vi.advanceTimersByTime(100);
		expect(region.getAttribute('aria-relevant')).toBe('all');
		expect(region.textContent).toBe('“Mug” has been added to your cart');
		clearCartLiveRegion();
		expect(region.textContent).toBe('');
		expect(region.hasAttribute('aria-relevant')).toBe(false);
	});

	it('waits delayMs before speaking', () => {
		announceCartChange('“Mug” has been added to your cart', 1000);
		const region = cartLiveRegion();
		vi.advanceTimersByTime(999);
		expect(region.hasAttribute('aria-relevant')).toBe(false);
		vi.advanceTimersByTime(101);
		expect(region.textContent).toBe('“Mug” has been added to your cart');
	});

	it('a newer cart action cancels a message still waiting to be spoken', () => {
		announceCartChange('“Mug” has been added to your cart', 1000);
		vi.advanceTimersByTime(500);
		clearCartLiveRegion();
		vi.advanceTimersByTime(2000);
		const region = cartLiveRegion();
		expect(region.textContent).toBe('');
		expect(region.hasAttribute('aria-relevant')).toBe(false);
	});

	it('only the latest of two waiting messages is spoken', () => {
		announceCartChange('first', 1000);
		announceCartChange('second', 1000);
		vi.advanceTimersByTime(1100);
		expect(cartLiveRegion().textContent).toBe('second');
	});
});
