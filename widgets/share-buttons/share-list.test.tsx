import { describe, expect, it } from 'vitest';
import { shareBar } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity, countLeakedListeners, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { ShareList } from './share-list';

const markup = shareBar('http://127.0.0.1/news/a/', 'A story').value;

describe('share list', () => {
	it('hydrates the printed share bar byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(markup, (element) => <ShareList element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no listener behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countLeakedListeners([document, window, document.body], async () => {
			for (let round = 0; round < 100; round++) {
				const bar = fixture(markup);
				hydrateForTest(bar, <ShareList element={bar} />)();
				bar.parentElement?.remove();
			}
		});
		expect(leaked).toBe(0);
	});
});
