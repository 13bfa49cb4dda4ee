import { describe, expect, it } from 'vitest';
import { offCanvasMenu } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity, countLeakedListeners, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { MobileMenu } from './mobile-menu';

const markup = offCanvasMenu([{ title: 'One', url: '/news/one/' }]).value;

describe('mobile menu', () => {
	it('hydrates the printed off-canvas menu byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(markup, (element) => <MobileMenu element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('frees its document listeners after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countLeakedListeners([document, window, document.body], async () => {
			for (let round = 0; round < 100; round++) {
				const menu = fixture(markup);
				hydrateForTest(menu, <MobileMenu element={menu} />)();
				menu.parentElement?.remove();
			}
		});
		expect(leaked).toBe(0);
	});
});
