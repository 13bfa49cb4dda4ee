/**
 * Which slider block an element is, and its options, from the theme's
 * classes and data attributes. Returns null for markup no island handles
 * (post slider type 1 is the theme's owl slider, not a tiny-slider).
 */
import { dataNumber } from '../../contracts/data-flag';
import { looseTrue, readJnewsOption } from '../../contracts/jnews-option';
import { readsRightToLeft } from '../../runtime/dom/reading-direction';
import {
	carouselOptions,
	columnOf,
	dataOf,
	featuredGalleryOptions,
	heroSliderOptions,
	postSliderOptions,
} from '../../runtime/slider/block-sliders';
import type { BlockSliderProps, HeroBlockProps } from './block-slider';
import { __ } from '../../runtime/i18n';

const typeIn = (element: Element, prefix: string): number =>
	Number(new RegExp(`\\b${prefix}(\\d)\\b`).exec(element.closest(`[class*="${prefix}"]`)?.getAttribute('class') ?? '')?.[1] ?? 1);

/**
 * Carousels prefer the block editor's `rtl` when it is printed (contract §0); a block laid out right
 * to left moves that way even when the global says otherwise (a cached global, a theme without it).
 */
function readRtl(element: Element): boolean {
	const gutenberg = (globalThis as { jnewsgutenbergoption?: { rtl?: unknown } }).jnewsgutenbergoption;
	return looseTrue(gutenberg && 'rtl' in gutenberg ? gutenberg.rtl : readJnewsOption()?.rtl) || readsRightToLeft(element);
}

/** Several blocks of a kind on one page get numbered names, so each region is told apart (axe: landmark-unique). */
function nameOf(label: string, element: Element, selector: string): string {
	const all = Array.from(element.ownerDocument.querySelectorAll(selector));
	return all.length > 1 ? `${label} ${all.indexOf(element) + 1}` : label;
}

export type ReadSlider = ({ slider: true } & BlockSliderProps) | ({ slider: false } & HeroBlockProps);

export function readSlider(element: HTMLElement): ReadSlider | null {
	const data = dataOf(element);
	const base = { rtl: readRtl(element), heroMargin: null, trackSelector: null };
	if (element.classList.contains('jeg_carousel_post'))
		return { slider: true, ...base, label: nameOf(__('Posts carousel'), element, '.jeg_carousel_post'), options: carouselOptions(typeIn(element, 'jeg_postblock_carousel_'), columnOf(element), data) };
	if (element.classList.contains('jeg_slider')) {
		const type = typeIn(element, 'jeg_slider_type_');
		return type === 1 ? null : { slider: true, ...base, label: nameOf(__('Posts slider'), element, '.jeg_slider:not(.jeg_slider_type_1)'), options: postSliderOptions(type, columnOf(element), data) };
	}
	if (element.classList.contains('featured_gallery')) return { slider: true, ...base, label: nameOf(__('Gallery'), element, '.featured_gallery'), options: featuredGalleryOptions() };
	const heroMargin = dataNumber(element.getAttribute('data-margin'), 0);
	if (!element.classList.contains('tiny-slider') || !element.querySelector('.jeg_hero_wrapper')) return { slider: false, heroMargin };
	return { slider: true, ...base, heroMargin, trackSelector: '.jeg_hero_wrapper', label: nameOf(__('Featured posts'), element, '.jeg_heroblock.tiny-slider'), options: heroSliderOptions(data) };
}
