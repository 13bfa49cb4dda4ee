import { describe, expect, it } from 'vitest';
import { blockPosts } from '../../demo/server/render/jnews/front-blocks';
import { masonryPosts } from '../../demo/server/render/jnews/masonry-markup';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { Masonry } from './masonry';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

const listHtml = () => {
	const holder = document.createElement('div');
	holder.innerHTML = masonryPosts(blockPosts().map((post) => ({ ...post, excerpt: 'Text.' }))).value;
	return holder.querySelector('.jeg_posts_masonry')!.outerHTML;
};

describe('masonry', () => {
	it('hydrates the printed list byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(listHtml(), (element) => <Masonry element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no listener, observer or timer behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: listHtml(),
			mount, timers: true,
			render: (element) => <Masonry element={element} />,
		});
		expect(leaked).toBe(0);
	});
});
