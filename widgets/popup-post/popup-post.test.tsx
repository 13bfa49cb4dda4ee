import { describe, expect, it } from 'vitest';
import { popupPost } from '../../demo/server/render/jnews/reading-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { PopupPost, popupPostActive } from './popup-post';
import mount from './index';

const markup = popupPost({ title: 'Next story', url: '/news/next/', image: '/demo/img/next.svg' }).value;

describe('next-post popup', () => {
	const render = (element: HTMLElement) => <PopupPost element={element} />;
	itHydratesByteForByte('popup', markup, render);

	it('is active past the article end minus half the window, only above 1024 px', () => {
		const at = (scrollY: number, width: number) => popupPostActive({ scrollY, width, height: 800, cause: 'scroll' }, 3000);
		expect(at(2601, 1280)).toBe(true);
		expect(at(2599, 1280)).toBe(false);
		expect(at(2601, 1024)).toBe(false);
	});

	itLeavesNothingBehind({ html: markup, mount, timers: true, render });
});
