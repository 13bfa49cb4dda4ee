import { describe, expect, it } from 'vitest';
import { scrollToTop } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { ScrollToTop } from './scroll-to-top';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

describe('back to top', () => {
	it('hydrates the printed link byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(scrollToTop().value, (element) => <ScrollToTop element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no listener or timer behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: scrollToTop().value,
			mount, timers: true,
			render: (element) => <ScrollToTop element={element} />,
		});
		expect(leaked).toBe(0);
	});
});
