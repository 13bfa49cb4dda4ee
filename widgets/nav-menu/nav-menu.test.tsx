import { afterEach, describe, expect, it, vi } from 'vitest';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { hideDelayMs, TOUCH_MENU_QUERY } from './hide-delay';
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

describe('menu at 1024 px or less', () => {
	afterEach(() => vi.restoreAllMocks());

	it('opens a parent’s submenu on the first tap of its link instead of following it, then follows the link', async () => {
		vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === TOUCH_MENU_QUERY, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList);
		const menu = fixture(markup);
		const unmount = hydrateForTest(menu, <NavMenu element={menu} hideDelay={800} />);
		await act(async () => {});
		const tap = () => {
			const click = new MouseEvent('click', { bubbles: true, cancelable: true });
			menu.querySelector('a')!.dispatchEvent(click);
			return click.defaultPrevented;
		};
		let followed = true;
		await act(async () => {
			followed = !tap();
		});
		expect(followed).toBe(false);
		expect(menu.querySelector('.sub-menu')!.hasAttribute('hidden')).toBe(false);
		expect(menu.querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
		await act(async () => {
			followed = !tap();
		});
		expect(followed).toBe(true);
		unmount();
	});
});
