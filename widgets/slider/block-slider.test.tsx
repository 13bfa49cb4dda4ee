import { describe, expect, it } from 'vitest';
import { blockPosts } from '../../demo/server/render/jnews/front-blocks';
import { featuredGallery, heroBlock, heroSlider, postCarousel, postSlider } from '../../demo/server/render/jnews/slider-markup';
import { postSliderOfType } from '../../demo/server/render/jnews/news-stagings';
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
	['post slider type 7', islandHtml(postSliderOfType(7, posts.slice(0, 3)).value, '.jeg_slider')],
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

	it('numbers the names of several blocks of a kind on one page, and leaves a lone one plain', () => {
		const holder = document.createElement('div');
		holder.innerHTML = postSliderOfType(2, posts.slice(0, 2)).value + postSliderOfType(3, posts.slice(0, 2)).value + postCarousel(posts).value;
		document.body.append(holder);
		const [first, second] = Array.from(holder.querySelectorAll<HTMLElement>('.jeg_slider'));
		expect([readSlider(first)!, readSlider(second)!].map((props) => props.slider && props.label)).toEqual(['Posts slider 1', 'Posts slider 2']);
		const carousel = readSlider(holder.querySelector<HTMLElement>('.jeg_carousel_post')!)!;
		expect(carousel.slider && carousel.label).toBe('Posts carousel');
		holder.remove();
	});

	it('moves post slider type 7 (no arrows or dots) with the prev / next links in its captions, wrapping', async () => {
		const element = fixture(islands[5][1]);
		const container = element.parentElement!;
		const unmount = hydrateForTest(element, render(element));
		await new Promise((resolve) => setTimeout(resolve, 50));
		const shown = () => Array.from(element.children).findIndex((slide) => slide.classList.contains('tns-slide-active'));
		const click = (direction: 'prev' | 'next') => {
			const link = element.querySelector<HTMLAnchorElement>(`.tns-slide-active .jeg_block_nav a.${direction}`)!;
			const event = new MouseEvent('click', { bubbles: true, cancelable: true });
			link.dispatchEvent(event);
			return event.defaultPrevented;
		};
		expect(container.querySelector('.tns-prev, .tns-nav')).toBeNull();
		expect(shown()).toBe(0);
		expect(click('next')).toBe(true);
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(shown()).toBe(1);
		click('prev');
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(shown()).toBe(0);
		click('prev');
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(shown()).toBe(2);
		unmount();
		container.remove();
	});

	itLeavesNothingBehind({ html: islands, mount, timers: true, render, rounds: 20 });
});
