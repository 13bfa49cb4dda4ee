import { describe, expect, it } from 'vitest';
import { popupPost } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { PopupPost, popupPostActive } from './popup-post';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

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

	it('leaves no listener or timer behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: markup,
			mount, timers: true,
			render: (element) => <PopupPost element={element} />,
		});
		expect(leaked).toBe(0);
	});
});
