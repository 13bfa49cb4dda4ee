import { describe, expect, it } from 'vitest';
import { lazyThumbnail } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { LazyImage } from './lazy-image';

describe('lazy image', () => {
	it('hydrates the printed image byte for byte, placeholder and all', async () => {
		const markup = /<img[^>]*>/.exec(lazyThumbnail('/demo/img/a.svg?size=350x250', 'A').value)![0];
		const { before, after, mismatches } = await checkServerIdentity(markup, (element) => <LazyImage element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});
});
