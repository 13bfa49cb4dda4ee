import { afterEach, describe, expect, it, vi } from 'vitest';
import onVisible from './visible';

afterEach(() => vi.unstubAllGlobals());

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
	it('starts only when the element comes within a viewport of the screen, once', () => {
		const observers = fakeObserver();
		const element = document.createElement('div');
		const start = vi.fn();
		onVisible(element, start);
		expect(observers[0].observed).toEqual([element]);
		expect(observers[0].options).toEqual({ rootMargin: '100% 0% 100% 0%' });
		observers[0].fire(false);
		expect(start).not.toHaveBeenCalled();
		observers[0].fire(true);
		expect(start).toHaveBeenCalledTimes(1);
		expect(observers[0].disconnect).toHaveBeenCalled();
	});
});
