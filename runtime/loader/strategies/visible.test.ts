import { afterEach, describe, expect, it, vi } from 'vitest';
import onVisible from './visible';

afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An IntersectionObserver whose entries the test delivers. */
function fakeObserver() {
	const instances: Array<{ fire(isIntersecting: boolean): void; disconnect: ReturnType<typeof vi.fn>; options: unknown; observed: Element[] }> = [];
	class FakeIntersectionObserver {
		observed: Element[] = [];
		disconnect = vi.fn();
		constructor(
			private callback: (entries: Array<{ isIntersecting: boolean }>) => void,
			public options: unknown,
		) {
			instances.push(this);
		}
		observe(element: Element) {
			this.observed.push(element);
		}
		fire(isIntersecting: boolean) {
			this.callback([{ isIntersecting }]);
		}
	}
	vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
	return instances;
}

describe('visible strategy', () => {
	it('starts only when the element comes within a viewport of the screen, once', async () => {
		const observers = fakeObserver();
		const element = document.createElement('div');
		const start = vi.fn(() => Promise.resolve());
		onVisible(element, start);
		expect(observers[0].observed).toEqual([element]);
		expect(observers[0].options).toEqual({ rootMargin: '100% 0%' });
		observers[0].fire(false);
		expect(start).not.toHaveBeenCalled();
		observers[0].fire(true);
		await settle();
		expect(start).toHaveBeenCalledTimes(1);
		expect(observers[0].disconnect).toHaveBeenCalled();
	});

	it('starts at the first focus before it is visible, holds a click and replays it once', async () => {
		const observers = fakeObserver();
		const element = document.createElement('a');
		document.body.append(element);
		let finish!: () => void;
		const start = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
		onVisible(element, start);
		const seen: boolean[] = [];
		document.addEventListener('click', (event) => seen.push(event.defaultPrevented));
		element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		element.click();
		await settle();
		expect(start).toHaveBeenCalledTimes(1);
		expect(seen).toEqual([]);
		observers[0].fire(true);
		finish();
		await settle();
		await settle();
		expect(start).toHaveBeenCalledTimes(1);
		expect(seen).toEqual([false]);
		element.remove();
	});

});
