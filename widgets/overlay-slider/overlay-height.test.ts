import { describe, expect, it } from 'vitest';
import { overlayHeights } from './overlay-height';

const at = (windowWidth: number, windowHeight: number, fullscreen = true) =>
	overlayHeights({ fullscreen, windowWidth, windowHeight, headerHeight: 60, sliderHeight: 500 });

describe('overlay slider height', () => {
	it('fullscreen above 1024 px: the window under the header', () => {
		expect(at(1280, 800)).toEqual({ slider: 740, wrapper: null });
		expect(at(1280, 400)).toEqual({ slider: 340, wrapper: null });
	});

	it('above 767 px (or not fullscreen): the wrapper takes the slider plus the header', () => {
		expect(at(1024, 800)).toEqual({ slider: null, wrapper: 560 });
		expect(at(800, 400)).toEqual({ slider: null, wrapper: 560 });
		expect(at(1280, 800, false)).toEqual({ slider: null, wrapper: 560 });
	});

	it('at 767 px and below: 45 % of the window when that is taller than 414 px, else the whole window', () => {
		expect(at(600, 800)).toEqual({ slider: 740, wrapper: 800 });
		expect(at(767, 920)).toEqual({ slider: 860, wrapper: 920 });
		expect(at(767, 1000)).toEqual({ slider: 390, wrapper: 450 });
		expect(at(767, 400)).toEqual({ slider: 340, wrapper: 400 });
	});
});
