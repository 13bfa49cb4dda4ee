/**
 * The theme's tiny-slider blocks (contract theme-ui §21): post carousels,
 * post sliders 2–9, slider heroes and the featured gallery share the one
 * slider hook over their printed track; hero blocks (slider or not) also get
 * their gaps from `data-margin`, recomputed on resize.
 */
import { useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { isRepeatedLink, REPEATED_LINK_PROPS } from '../../runtime/theme/repeated-link';
import { serverTree } from '../../runtime/react/server-tree';
import { styleObject } from '../../runtime/react/style-object';
import { useHydrated } from '../../runtime/react/use-hydrated';
import type { SliderOptions } from '../../runtime/slider/slider-options';
import { useSlider } from '../../runtime/slider/use-slider';
import { useViewport } from '../../runtime/viewport/use-viewport';
import { heroSpacing } from './hero-spacing';

export interface BlockSliderProps {
	options: SliderOptions;
	/** Selector of the track inside the block; the block itself when null. */
	trackSelector: string | null;
	rtl: boolean;
	label: string;
	/** A hero block's `data-margin`; null for other blocks. */
	heroMargin: number | null;
}

export interface HeroBlockProps {
	heroMargin: number;
}

/** Inline styles of the hero's wrapper, scroller and posts for the current window width. */
function useHeroStyles(heroMargin: number | null, slider: boolean) {
	const hydrated = useHydrated();
	const width = useViewport((viewport) => viewport.width, window.innerWidth);
	return (node: Element) => {
		if (heroMargin === null || !hydrated) return null;
		const spacing = heroSpacing(width, heroMargin, slider);
		const style = node.classList.contains('jeg_heroblock_wrapper')
			? spacing.wrapper
			: node.classList.contains('jeg_post')
				? spacing.post
				: node.classList.contains('jeg_heroblock_scroller')
					? spacing.scroller
					: null;
		return style && { style: { ...styleObject(node.getAttribute('style')), ...style } };
	};
}

export function BlockSlider({ element, options, trackSelector, rtl, label, heroMargin }: BlockSliderProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [track] = useState(() => (trackSelector ? printed.querySelector(trackSelector) : printed) ?? printed);
	const slider = useSlider({ options, track, rtl, label });
	const hero = useHeroStyles(heroMargin, true);
	const hydrated = useHydrated();
	const slideCount = track.children.length;
	// Post slider type 7 prints no arrows: each caption's `.jeg_block_nav` prev / next links move it.
	const blockNavStep = (node: Element): number => (node.localName === 'a' && node.parentElement?.classList.contains('jeg_block_nav') ? (node.classList.contains('next') ? 1 : node.classList.contains('prev') ? -1 : 0) : 0);
	const block = serverTree(printed, (node) => {
		const navStep = blockNavStep(node);
		if (navStep)
			return {
				onClick: (event: Event) => {
					event.preventDefault();
					slider.goTo(options.loop ? (slider.index + navStep + slideCount) % slideCount : slider.index + navStep);
				},
			};
		const own = node === track ? slider.trackProps() : slider.slideProps(node);
		const root = node === printed ? slider.rootProps : null;
		const spacing = hero(node);
		// A slide that is itself a link (the featured gallery's) keeps its slide props.
		if (!own && !root && !spacing) return hydrated && isRepeatedLink(node) ? REPEATED_LINK_PROPS : null;
		const style = { ...(spacing?.style ?? {}), ...((own?.style as object) ?? {}) };
		return { ...root, ...own, ...(Object.keys(style).length ? { style } : {}) };
	});
	return (
		<>
			{block}
			{slider.controls}
		</>
	);
}

/** A hero block that is not a slider: only its gaps. */
export function HeroBlock({ element, heroMargin }: HeroBlockProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const hero = useHeroStyles(heroMargin, false);
	const hydrated = useHydrated();
	return serverTree(printed, (node) => (hydrated && isRepeatedLink(node) ? REPEATED_LINK_PROPS : hero(node)));
}
