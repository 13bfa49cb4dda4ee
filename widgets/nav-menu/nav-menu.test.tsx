import { describe, expect, it } from 'vitest';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { hideDelayMs } from './hide-delay';
import { NavMenu } from './nav-menu';
import mount from './index';

const markup = '<ul class="jeg_menu jeg_main_menu" data-animation="slide"><li class="menu-item menu-item-has-children"><a href="/news/">News</a><ul class="sub-menu"><li class="menu-item"><a href="/news/a/">A</a></li></ul></li><li class="menu-item"><a href="/shop/">Shop</a></li></ul>';

describe('desktop menu', () => {
	const render = (element: HTMLElement) => <NavMenu element={element} hideDelay={800} />;
	itHydratesByteForByte('menu', markup, render);

	it('takes the hide delay from the theme’s animation setting', () => {
		expect([null, 'slide', 'animateTransform', 'none', 'fade'].map(hideDelayMs)).toEqual([800, 800, 0, 0, 250]);
	});

	itLeavesNothingBehind({
		html: markup,
		mount, timers: true, render,
		use: (element) => {
			const item = element.querySelector('li')!;
			item.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
			item.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
		},
		usage: 'a submenu hovered and left (its 800 ms hide delay pending)',
	});
});
