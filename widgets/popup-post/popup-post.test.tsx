import { describe, expect, it } from 'vitest';
import { popupPost } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity, countLeakedListeners, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { PopupPost, popupPostActive } from './popup-post';

const markup = popupPost({ title: 'Next story', url: '/news/next/', image: '/demo/img/next.svg' }).value;

describe('next-post popup', () => {
	it('hydrates the printed popup byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(markup, (element) => <PopupPost element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('is active past the article end minus half the window, only above 1024 px', () => {
		const at = (scrollY: number, width: number) => popupPostActive({ scrollY, width, height: 800, cause: 'scroll' }, 3000);
		expect(at(2601, 1280)).toBe(true);
		expect(at(2599, 1280)).toBe(false);
		expect(at(2601, 1024)).toBe(false);
	});

	it('leaves no listener behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countLeakedListeners([document, window, document.body], async () => {
			for (let round = 0; round < 100; round++) {
				const popup = fixture(markup);
				hydrateForTest(popup, <PopupPost element={popup} />)();
				popup.parentElement?.remove();
			}
		});
		expect(leaked).toBe(0);
	});
});
