import { describe } from 'vitest';
import { blockPosts } from '../../demo/server/render/jnews/front-blocks';
import { masonryPosts } from '../../demo/server/render/jnews/masonry-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { Masonry } from './masonry';
import mount from './index';

const listHtml = () => {
	const holder = document.createElement('div');
	holder.innerHTML = masonryPosts(blockPosts().map((post) => ({ ...post, excerpt: 'Text.' }))).value;
	return holder.querySelector('.jeg_posts_masonry')!.outerHTML;
};

describe('masonry', () => {
	const render = (element: HTMLElement) => <Masonry element={element} />;
	itHydratesByteForByte('list', listHtml(), render);
	itHydratesByteForByte(
		'masonry block (Block 35: posts inside .jeg_load_more_flag)',
		'<div class="jeg_posts_wrap jeg_posts_masonry"><div class="jeg_posts jeg_load_more_flag" style="color: red"><article class="jeg_post"><h3>One</h3></article><article class="jeg_post"><h3>Two</h3></article></div></div>',
		render,
	);
	itLeavesNothingBehind({ html: listHtml(), mount, timers: true, render });
});
