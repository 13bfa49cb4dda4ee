import { describe, expect, it } from 'vitest';
import { blockPosts } from '../../demo/server/render/jnews/front-blocks';
import { featuredGallery, heroBlock, heroSlider, postCarousel, postSlider } from '../../demo/server/render/jnews/slider-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
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

	it.each(islands.slice(0, 4))('%s: each post is one stop for the keyboard, its nameless thumbnail link hidden as a repeat of the title', async (_, html) => {
		const element = fixture(html);
		const container = element.parentElement!;
		const unmount = hydrateForTest(element, render(element));
		await new Promise((resolve) => setTimeout(resolve, 50));
		const thumbs = Array.from(element.querySelectorAll('.jeg_thumb > a'));
		expect(thumbs.length).toBeGreaterThan(0);
		for (const thumb of thumbs) expect([thumb.getAttribute('aria-hidden'), thumb.getAttribute('tabindex')]).toEqual(['true', '-1']);
		for (const title of element.querySelectorAll('.jeg_post_title a')) expect(title.hasAttribute('aria-hidden')).toBe(false);
		unmount();
		container.remove();
	});

	it('keeps the featured gallery’s slide in view, a link with a named image, reachable', async () => {
		const element = fixture(islands[4][1]);
		const container = element.parentElement!;
		const unmount = hydrateForTest(element, render(element));
		await new Promise((resolve) => setTimeout(resolve, 50));
		const shown = element.querySelector('a.tns-slide-active')!;
		expect([shown.getAttribute('aria-hidden'), shown.getAttribute('tabindex')]).toEqual([null, null]);
		unmount();
		container.remove();
	});

	itLeavesNothingBehind({ html: islands, mount, timers: true, render, rounds: 20 });
});
