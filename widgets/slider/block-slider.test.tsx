import { describe, expect, it } from 'vitest';
import { blockPosts } from '../../demo/server/render/jnews/front-blocks';
import { featuredGallery, heroBlock, heroSlider, postCarousel, postSlider } from '../../demo/server/render/jnews/slider-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { fixture } from '../../runtime/react/testing/island-kit';
import { readSlider } from './read-slider';
import type { IslandProps } from '../../runtime/react/define-island';
import { BlockSlider, HeroBlock } from './block-slider';
import mount from './index';

const posts = blockPosts();
const islandHtml = (html: string, selector: string) => {
	const holder = document.createElement('div');
	holder.innerHTML = html;
	return holder.querySelector(selector)!.outerHTML;
};
/** The island's element inside each printed block, as the loader finds it. */
const islands: [string, string][] = [
	['post carousel', islandHtml(postCarousel(posts).value, '.jeg_carousel_post')],
	['post slider', islandHtml(postSlider(posts.slice(0, 4)).value, '.jeg_slider')],
	['hero block', islandHtml(heroBlock(posts.slice(0, 4)).value, '.jeg_heroblock')],
	['slider hero', islandHtml(heroSlider([posts.slice(0, 4), posts.slice(4, 8)]).value, '.jeg_heroblock')],
	['featured gallery', islandHtml(featuredGallery(posts.slice(0, 4)).value, '.featured_gallery')],
];
const render = (element: HTMLElement) => {
	const props = readSlider(element)!;
	const all = { ...props, element } as Parameters<typeof BlockSlider>[0] & Parameters<typeof HeroBlock>[0] & IslandProps;
	return props.slider ? <BlockSlider {...all} /> : <HeroBlock {...all} />;
};

describe('slider blocks', () => {
	itHydratesByteForByte('block', islands, render);

	it('leaves post slider type 1 (the owl slider) alone', () => {
		const element = fixture('<div class="jeg_slider jeg_slider_type_1"><div></div></div>');
		expect(readSlider(element)).toBeNull();
		element.parentElement!.remove();
	});

	itLeavesNothingBehind({ html: islands, mount, timers: true, render, rounds: 20 });
});
