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

	it('hydrates the masonry block (Block 35: posts inside .jeg_load_more_flag) byte for byte', async () => {
		const html = '<div class="jeg_posts_wrap jeg_posts_masonry"><div class="jeg_posts jeg_load_more_flag" style="color: red"><article class="jeg_post"><h3>One</h3></article><article class="jeg_post"><h3>Two</h3></article></div></div>';
		const { before, after, mismatches } = await checkServerIdentity(html, (element) => <Masonry element={element} />);
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
