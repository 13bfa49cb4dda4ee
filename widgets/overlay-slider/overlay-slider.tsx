/**
 * The theme's overlay slider (contract theme-ui §21): a large background and
 * caption per post, driven by a thumbnail strip (a slider of 1–4 items). A
 * thumbnail click (or Enter: they are links) shows the loader, preloads the
 * target background when it is not loaded yet, then swaps the active
 * background and caption with the theme's fade classes. Heights follow the
 * window (measured on mount and resize only).
 */
import { useEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { styleObject } from '../../runtime/react/style-object';
import { useHydrated } from '../../runtime/react/use-hydrated';
import type { SliderOptions } from '../../runtime/slider/slider-options';
import { useSlider } from '../../runtime/slider/use-slider';
import { subscribeViewport } from '../../runtime/viewport/viewport';
import { type OverlayHeights, overlayHeights } from './overlay-height';
import { __ } from '../../runtime/i18n';

export interface OverlaySliderProps {
	options: SliderOptions;
	fullscreen: boolean;
	rtl: boolean;
}

const HEADERS = ['.jeg_header_wrapper', '.jeg_navbar_mobile_wrapper'];
const visibleHeader = () =>
	HEADERS.map((selector) => (document.querySelector(selector) as HTMLElement | null)?.offsetHeight ?? 0).find((height) => height > 0) ?? 0;

export function OverlaySlider({ element, options, fullscreen, rtl }: OverlaySliderProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [track] = useState(() => printed.querySelector('.jeg_overlay_slider_bottom') ?? printed);
	const [backgrounds] = useState(() => Array.from(printed.querySelectorAll('.jeg_overlay_slider_bg')));
	const [captions] = useState(() => Array.from(printed.querySelectorAll('.jeg_overlay_caption_container')));
	const hydrated = useHydrated();
	const slider = useSlider({ options, track, rtl, label: __('Featured stories') });
	const [active, setActive] = useState(() => Math.max(0, backgrounds.findIndex((bg) => bg.classList.contains('active'))));
	const [previous, setPrevious] = useState<number | null>(null);
	const [loading, setLoading] = useState<boolean | null>(null);
	const [loaded, setLoaded] = useState(() => new Set(backgrounds.flatMap((bg, index) => (bg.classList.contains('loaded') ? [index] : []))));
	const [heights, setHeights] = useState<OverlayHeights>({ slider: null, wrapper: null });
	const wanted = useRef(active);

	useEffect(() => {
		const sliderHeight = element.offsetHeight;
		return subscribeViewport((viewport) => {
			if (viewport.cause === 'scroll') return;
			setHeights(overlayHeights({ fullscreen, windowWidth: viewport.width, windowHeight: viewport.height, headerHeight: visibleHeader(), sliderHeight }));
		});
	}, [element, fullscreen]);

	const show = (index: number) => {
		wanted.current = index;
		const swap = () => {
			if (wanted.current !== index) return;
			setLoaded((set) => new Set(set).add(index));
			setPrevious(active);
			setActive(index);
			setLoading(false);
		};
		setLoading(true);
		const source = backgrounds[index]?.getAttribute('data-bg');
		if (loaded.has(index) || !source) return swap();
		const image = new Image();
		image.onload = image.onerror = swap;
		image.src = source;
	};

	const fade = (index: number) => ({ jeg_slider_fadein: previous !== null && index === active, jeg_slider_fadeout: index === previous });
	const withStyle = (node: Element, style: Record<string, string>) => ({ ...styleObject(node.getAttribute('style')), ...style });

	return (
		<>
			{serverTree(printed, (node) => {
				if (node.classList.contains('jeg_overlay_slider_item')) {
					const target = Number(node.parentElement?.getAttribute('data-id'));
					if (!Number.isInteger(target) || !backgrounds[target]) return null;
					const onClick = (event: Event) => {
						event.preventDefault();
						if (target !== wanted.current) show(target);
					};
					return hydrated ? { onClick, 'aria-current': target === active ? 'true' : undefined } : { onClick };
				}
				const id = node.getAttribute('data-id');
				if (!hydrated) return null;
				if (node === printed) return heights.slider === null ? null : { style: withStyle(node, { height: `${heights.slider}px` }) };
				if (node.classList.contains('jeg_overlay_slider_wrapper'))
					return heights.wrapper === null ? null : { style: withStyle(node, { height: `${heights.wrapper}px` }) };
				if (node.classList.contains('jeg_overlay_slider_loader') && loading !== null)
					return { className: classNames(node.getAttribute('class'), { jeg_slider_fadein: loading, jeg_slider_fadeout: !loading }) };
				const bg = backgrounds.indexOf(node);
				if (bg >= 0) {
					const source = node.getAttribute('data-bg');
					const isLoaded = loaded.has(bg);
					return {
						className: classNames(node.getAttribute('class'), { loaded: isLoaded, active: bg === active, ...fade(bg) }),
						...(isLoaded && source && !node.classList.contains('loaded') ? { style: withStyle(node, { backgroundImage: `url(${JSON.stringify(source)})` }) } : {}),
					};
				}
				const caption = captions.indexOf(node);
				if (caption >= 0) return { className: classNames(node.getAttribute('class'), { active: caption === active, ...fade(caption) }) };
				if (node === track) return { ...slider.rootProps, ...slider.trackProps() };
				if (!node.classList.contains('jeg_overlay_slider_item_wrapper') || id === null) return null;
				const slide = slider.slideProps(node);
				return {
					...slide,
					className: classNames((slide?.className as string | undefined) ?? node.getAttribute('class'), { active: Number(id) === active }),
				};
			})}
			{slider.controls}
		</>
	);
}
