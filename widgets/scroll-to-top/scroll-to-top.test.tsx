import { describe, expect, it } from 'vitest';
import { scrollToTop } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity, countLeakedListeners, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { ScrollToTop } from './scroll-to-top';

describe('back to top', () => {
	it('hydrates the printed link byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(scrollToTop().value, (element) => <ScrollToTop element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no scroll listener behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countLeakedListeners([document, window, document.body], async () => {
			for (let round = 0; round < 100; round++) {
				const link = fixture(scrollToTop().value);
				hydrateForTest(link, <ScrollToTop element={link} />)();
				link.parentElement?.remove();
			}
		});
		expect(leaked).toBe(0);
	});
});
