import { describe, expect, it } from 'vitest';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { hideDelayMs } from './hide-delay';
import { NavMenu } from './nav-menu';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

const markup = '<ul class="jeg_menu jeg_main_menu" data-animation="slide"><li class="menu-item menu-item-has-children"><a href="/news/">News</a><ul class="sub-menu"><li class="menu-item"><a href="/news/a/">A</a></li></ul></li><li class="menu-item"><a href="/shop/">Shop</a></li></ul>';

describe('desktop menu', () => {
	it('hydrates the printed menu byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(markup, (element) => <NavMenu element={element} hideDelay={800} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('takes the hide delay from the theme’s animation setting', () => {
		expect([null, 'slide', 'animateTransform', 'none', 'fade'].map(hideDelayMs)).toEqual([800, 800, 0, 0, 250]);
	});

	it('leaves no listener or timer behind after 100 mounts, a submenu hovered and left (its 800 ms hide delay pending)', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: markup,
			mount, timers: true,
			render: (element) => <NavMenu element={element} hideDelay={800} />,
			use: (element) => {
				const item = element.querySelector('li')!;
				item.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
				item.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
			},
		});
		expect(leaked).toBe(0);
	});
});
