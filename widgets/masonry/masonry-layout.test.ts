import { describe, expect, it } from 'vitest';
import { APPEND_MS, columnCount, INIT_MS, INJECTED_EVENT, MODULE_PAGE_EVENT, RESIZE_MS, rowSpan, touches } from './masonry-layout';

describe('masonry layout', () => {
	it('fits as many columns as the theme post width allows', () => {
		expect([columnCount(960, 320), columnCount(960, 300), columnCount(500, 600), columnCount(900, 0)]).toEqual([3, 3, 1, 1]);
	});

	it('spans a post over its height plus the gap in 1 px rows', () => {
		expect([rowSpan(180, 20), rowSpan(180.2, 20), rowSpan(0, 0)]).toEqual([200, 201, 1]);
	});

	it('keeps the theme timings: 150 ms init and append, 1000 ms after a resize', () => {
		expect([INIT_MS, APPEND_MS, RESIZE_MS]).toEqual([150, 150, 1000]);
	});

	it('relays out for a page placed in its own block or content injected around or into it, not elsewhere', () => {
		document.body.innerHTML = '<div id="block"><div id="list"><div id="inside"></div></div></div><div id="other"></div>';
		const [block, list, inside, other] = ['block', 'list', 'inside', 'other'].map((id) => document.getElementById(id)!);
		const paged = (target: Element) => {
			const event = new CustomEvent(MODULE_PAGE_EVENT, { bubbles: true });
			target.dispatchEvent(event);
			return event;
		};
		const injected = (container: unknown) => new CustomEvent(INJECTED_EVENT, { detail: [container] });
		expect([paged(block), paged(other)].map((event) => touches(list, event))).toEqual([true, false]);
		expect([injected(block), injected(inside), injected(other), injected('x')].map((event) => touches(list, event))).toEqual([true, true, false, false]);
	});
});
