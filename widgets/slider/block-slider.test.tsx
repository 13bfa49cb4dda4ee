import { describe, expect, it } from 'vitest';
import { blockPosts } from '../../demo/server/render/jnews/front-blocks';
import { featuredGallery, heroBlock, heroSlider, postCarousel, postSlider } from '../../demo/server/render/jnews/slider-markup';
import { checkServerIdentity, fixture } from '../../runtime/react/testing/island-kit';
import { readSlider } from './read-slider';
import type { IslandProps } from '../../runtime/react/define-island';
import { BlockSlider, HeroBlock } from './block-slider';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

const posts = blockPosts();
/** The island's element inside each printed block, as the loader finds it. */
const fixtures: [string, string, string][] = [
	['post carousel', postCarousel(posts).value, '.jeg_carousel_post'],
	['post slider', postSlider(posts.slice(0, 4)).value, '.jeg_slider'],
	['hero block', heroBlock(posts.slice(0, 4)).value, '.jeg_heroblock'],
	['slider hero', heroSlider([posts.slice(0, 4), posts.slice(4, 8)]).value, '.jeg_heroblock'],
	['featured gallery', featuredGallery(posts.slice(0, 4)).value, '.featured_gallery'],
];
const islandHtml = (html: string, selector: string) => {
	const holder = document.createElement('div');
	holder.innerHTML = html;
	return holder.querySelector(selector)!.outerHTML;
};
const render = (element: HTMLElement) => {
	const props = readSlider(element)!;
	const all = { ...props, element } as Parameters<typeof BlockSlider>[0] & Parameters<typeof HeroBlock>[0] & IslandProps;
	return props.slider ? <BlockSlider {...all} /> : <HeroBlock {...all} />;
};

describe('slider blocks', () => {
	it.each(fixtures)('hydrates the printed %s byte for byte', async (_name, html, selector) => {
		const { before, after, mismatches } = await checkServerIdentity(islandHtml(html, selector), render);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves post slider type 1 (the owl slider) alone', () => {
		const element = fixture('<div class="jeg_slider jeg_slider_type_1"><div></div></div>');
		expect(readSlider(element)).toBeNull();
		element.parentElement!.remove();
	});

	it.each(fixtures)('leaves no listener or timer behind after 20 mounts of the %s', { timeout: 30_000 }, async (_name, html, selector) => {
		const leaked = await countIslandLeaks({ html: islandHtml(html, selector), mount, timers: true, render, rounds: 20 });
		expect(leaked).toBe(0);
	});
});
