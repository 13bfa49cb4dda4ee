import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import mount from './index';

const BOX = `<div class="jeg_reviewscore jeg_reviewbars clearfix" data-scoretype="percent"><h3>Review Breakdown</h3><ul><li><strong>Comfort</strong><span class="reviewscore">0%</span><div class="jeg_reviewbar_wrap"><span data-width="85" class="barbg"></span></div></li><li><strong>Value</strong><span class="reviewscore">0%</span><div class="jeg_reviewbar_wrap"><span data-width="60" class="barbg"></span></div></li></ul></div>`;

let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];

beforeEach(() => {
	observed = [];
	vi.useFakeTimers();
	vi.stubGlobal(
		'IntersectionObserver',
		class {
			record: (typeof observed)[number];
			constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
				this.record = { callback, options, disconnected: false };
				observed.push(this.record);
			}
			observe() {}
			disconnect() {
				this.record.disconnected = true;
			}
		},
	);
});

afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

function render(markup = BOX): HTMLElement {
	document.body.innerHTML = markup;
	return document.querySelector<HTMLElement>('.jeg_reviewbars')!;
}

const enter = (isIntersecting = true) => observed[0].callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
const scores = (box: HTMLElement) => Array.from(box.querySelectorAll('.reviewscore'), (score) => score.textContent);
const widths = (box: HTMLElement) => Array.from(box.querySelectorAll<HTMLElement>('.barbg'), (bar) => bar.style.width);

describe('review bars island', () => {
	it('waits until the box is 20 % above the window bottom, then counts each bar up, 250 ms apart, once', () => {
		const box = render();
		void mount(box, { name: 'review-bars', idPrefix: 'r' });
		expect(observed[0].options?.rootMargin).toBe('0px 0px -20% 0px');
		enter(false);
		expect(box.classList.contains('show')).toBe(false);
		enter();
		expect(box.classList.contains('show')).toBe(true);
		expect(observed[0].disconnected).toBe(true);
		vi.advanceTimersByTime(200);
		expect(Number.parseFloat(widths(box)[0])).toBeGreaterThan(0);
		expect(Number.parseFloat(widths(box)[0])).toBeLessThan(85);
		expect(scores(box)[1]).toBe('0%');
		vi.advanceTimersByTime(1000);
		expect(scores(box)).toEqual(['85%', '60%']);
		expect(widths(box)).toEqual(['85%', '60%']);
	});

	it('writes point scores out of 10', () => {
		const box = render(BOX.replace('data-scoretype="percent"', 'data-scoretype="point"').replace(/0%/g, '0'));
		void mount(box, { name: 'review-bars', idPrefix: 'r' });
		enter();
		vi.advanceTimersByTime(2000);
		expect(scores(box)).toEqual(['9', '6']);
	});

	it('under reduced motion shows the values at once', () => {
		vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
		const box = render();
		void mount(box, { name: 'review-bars', idPrefix: 'r' });
		enter();
		expect(scores(box)).toEqual(['85%', '60%']);
		expect(widths(box)).toEqual(['85%', '60%']);
	});

	it('stops observing and counting when unmounted', () => {
		const box = render();
		const unmount = mount(box, { name: 'review-bars', idPrefix: 'r' }) as () => void;
		unmount();
		expect(observed[0].disconnected).toBe(true);
	});
});
