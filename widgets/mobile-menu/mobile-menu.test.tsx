import { describe, expect, it } from 'vitest';
import { offCanvasMenu } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { MobileMenu } from './mobile-menu';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

const markup = offCanvasMenu([{ title: 'One', url: '/news/one/' }]).value;

describe('mobile menu', () => {
	it('hydrates the printed off-canvas menu byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(markup, (element) => <MobileMenu element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no listener or timer behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: markup,
			mount, timers: true,
			render: (element) => <MobileMenu element={element} />,
			// Opened through a toggle beside it (focus trapped, Escape listened for), then unmounted open.
			use: (element) => {
				element.insertAdjacentHTML('beforebegin', '<a href="#" class="toggle_btn jeg_mobile_toggle" aria-label="Show Menu">Menu</a>');
				(element.previousElementSibling as HTMLElement).click();
			},
		});
		expect(leaked).toBe(0);
	});
});
