import { describe, expect, it } from 'vitest';
import { lazyThumbnail } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { LazyImage } from './lazy-image';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

describe('lazy image', () => {
	it('hydrates the printed image byte for byte, placeholder and all', async () => {
		const markup = /<img[^>]*>/.exec(lazyThumbnail('/demo/img/a.svg?size=350x250', 'A').value)![0];
		const { before, after, mismatches } = await checkServerIdentity(markup, (element) => <LazyImage element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no listener or timer behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: /<img[^>]*>/.exec(lazyThumbnail('/demo/img/a.svg?size=350x250', 'A').value)![0],
			mount, timers: true,
			render: (element) => <LazyImage element={element} />,
		});
		expect(leaked).toBe(0);
	});
});
