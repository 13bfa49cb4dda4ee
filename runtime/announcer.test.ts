import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, announceIn, liveRegion } from './announcer';

beforeEach(() => {
	document.body.innerHTML = '';
	vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('liveRegion', () => {
	it.each(['polite', 'assertive'] as const)('creates an empty %s region once, before any message', (politeness) => {
		const region = liveRegion(politeness);
		expect(region.isConnected).toBe(true);
		expect(region.getAttribute('aria-live')).toBe(politeness);
		expect(region.getAttribute('aria-atomic')).toBe('true');
		expect(region.textContent).toBe('');
		expect(liveRegion(politeness)).toBe(region);
		expect(document.querySelectorAll(`[aria-live="${politeness}"]`)).toHaveLength(1);
	});

	it("reuses WordPress's own region when the page has one", () => {
		document.body.innerHTML = '<div id="a11y-speak-polite" aria-live="polite"></div>';
		const existing = document.getElementById('a11y-speak-polite');
		expect(liveRegion('polite')).toBe(existing);
		expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
	});
});

describe('announce', () => {
	it('exists as an empty region right away and shows the message after 100 ms', () => {
		announce('Added to cart');
		const region = document.getElementById('a11y-speak-polite')!;
		expect(region.textContent).toBe('');
		vi.advanceTimersByTime(99);
		expect(region.textContent).toBe('');
		vi.advanceTimersByTime(1);
		expect(region.textContent).toBe('Added to cart');
	});

	it('writes assertive messages to the assertive region', () => {
		announce('Could not add', 'assertive');
		vi.advanceTimersByTime(100);
		expect(document.getElementById('a11y-speak-assertive')!.textContent).toBe('Could not add');
		expect(document.getElementById('a11y-speak-polite')?.textContent ?? '').toBe('');
	});

	it('clears the previous message immediately', () => {
		announce('first');
		vi.advanceTimersByTime(100);
		announce('second');
		expect(document.getElementById('a11y-speak-polite')!.textContent).toBe('');
	});

	it('adds a trailing no-break space to an identical repeat, so it is read again', () => {
		const region = liveRegion('polite');
		announceIn(region, 'Removed');
		vi.advanceTimersByTime(100);
		announceIn(region, 'Removed');
		vi.advanceTimersByTime(100);
		expect(region.textContent).toBe('Removed\u00a0');
		announceIn(region, 'Removed');
		vi.advanceTimersByTime(100);
		expect(region.textContent).toBe('Removed');
	});

	it('shows markup as text and creates no element', () => {
		const region = liveRegion('polite');
		announceIn(region, '<img src=x onerror="alert(1)"><b>bold</b>');
		vi.advanceTimersByTime(100);
		expect(region.textContent).toBe('<img src=x onerror="alert(1)"><b>bold</b>');
		expect(region.children).toHaveLength(0);
	});
});
