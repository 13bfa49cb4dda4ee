/**
 * The behaviour every slider island shares, over markup the theme printed
 * (a track element whose element children are the slides): the layout of
 * the window width's breakpoint row, prev/next/dots, arrow keys on the
 * focused slider, pointer swipes, autoplay that pauses on hover and focus
 * with a pause button, and reduced motion (no transition; autoplay waits for
 * the reader's "Play"). The geometry is inline styles, not classes, so it
 * works under the theme's own stylesheet, which was written for
 * tiny-slider's wrappers; `jeg_tns_active`, `tns-slide-active`,
 * `tns-prev`/`tns-next` keep the class contract other scripts and CSS see.
 * Everything it adds waits for hydration: the first render is the printed markup.
 */
import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../motion';
import { classNames } from '../react/class-names';
import { styleObject } from '../react/style-object';
import { useHydrated } from '../react/use-hydrated';
import { useViewport } from '../viewport/use-viewport';
import { autoplayRuns, canStep, clampIndex, inView, pageCount, type SliderPosition, stepIndex, swipeDelta } from './slider-engine';
import { layoutAt, type SlideLayout, type SliderOptions } from './slider-options';
import { __, sprintf } from '../i18n';

export interface SliderConfig {
	options: SliderOptions;
	/** The printed track element (from the island's snapshot). */
	track: Element;
	rtl: boolean;
	/** What the region is called for assistive technology ("Carousel", "Gallery"…). */
	label: string;
}

export interface Slider {
	hydrated: boolean;
	index: number;
	layout: SlideLayout;
	goTo: (index: number) => void;
	/** Props for the element that takes focus, hover and pointer (the block root). */
	rootProps: Record<string, unknown>;
	/** Props for the printed track, to spread over the `serverTree` node. */
	trackProps: () => Record<string, unknown> | null;
	/** Props for slide `n` of the track. */
	slideProps: (slide: Element) => Record<string, unknown> | null;
	/** Prev/next buttons, pause button and dots, to render after the block. */
	controls: ReactNode;
}

const px = (value: number) => `${value}px`;

export function useSlider({ options, track, rtl, label }: SliderConfig): Slider {
	const hydrated = useHydrated();
	const [slides] = useState(() => Array.from(track.children));
	const width = useViewport((viewport) => viewport.width, window.innerWidth);
	const layout = layoutAt(options, width);
	const [reduced] = useState(prefersReducedMotion);
	const [index, setIndex] = useState(0);
	const [stopped, setStopped] = useState(reduced);
	const [hovered, setHovered] = useState(false);
	const [focused, setFocused] = useState(false);
	const drag = useRef<{ x: number; y: number; id: number } | null>(null);
	const swiped = useRef(false);

	const position: SliderPosition = { index: 0, count: slides.length, items: layout.items, loop: options.loop };
	position.index = clampIndex(position, index);
	const go = (delta: number) => setIndex((current) => stepIndex({ ...position, index: clampIndex(position, current) }, delta));
	const goTo = (target: number) => setIndex(clampIndex(position, target));

	const running = hydrated && autoplayRuns({ enabled: options.autoplay, stopped, hovered, focused, dragging: false }, position);
	useEffect(() => {
		if (!running) return;
		const timer = setTimeout(() => go(1), options.timeout);
		return () => clearTimeout(timer);
	}, [running, position.index, options.timeout, layout.items]);

	const focusEvents = {
		onFocus: () => setFocused(true),
		onBlur: () => setFocused(false),
	};
	const rootProps = {
		onMouseEnter: () => setHovered(true),
		onMouseLeave: () => setHovered(false),
		...focusEvents,
		onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
			if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
			event.preventDefault();
			go((event.key === 'ArrowRight') !== rtl ? 1 : -1);
		},
		onPointerDown: (event: PointerEvent<HTMLElement>) => {
			if (event.pointerType === 'mouse' && (!options.drag || event.button !== 0)) return;
			drag.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
		},
		onPointerUp: (event: PointerEvent<HTMLElement>) => {
			const start = drag.current;
			drag.current = null;
			if (!start || start.id !== event.pointerId) return;
			const delta = swipeDelta(event.clientX - start.x, event.clientY - start.y, rtl);
			swiped.current = delta !== 0;
			if (delta) go(delta);
		},
		onPointerCancel: () => (drag.current = null),
		onDragStart: (event: Event) => event.preventDefault(),
		// A swipe that ends on a link must not follow it.
		onClickCapture: (event: Event) => {
			if (!swiped.current) return;
			swiped.current = false;
			event.preventDefault();
			event.stopPropagation();
		},
	};

	const speed = reduced ? 0 : options.speed;
	const trackProps = () => {
		if (!hydrated) return null;
		const printedStyle = styleObject(track.getAttribute('style'));
		const geometry = options.gallery
			? { display: 'grid' }
			: { display: 'flex', overflow: 'hidden', paddingInline: px(layout.edgePadding) };
		return {
			className: classNames(track.getAttribute('class'), { jeg_tns_active: true }),
			style: { ...printedStyle, ...geometry, touchAction: 'pan-y' },
			...(rtl ? { dir: 'rtl' } : {}),
		};
	};

	const slideProps = (slide: Element) => {
		const at = slides.indexOf(slide);
		if (at < 0 || !hydrated) return null;
		const visible = options.gallery ? at === position.index : inView(position, at);
		const printedStyle = styleObject(slide.getAttribute('style'));
		const { items, gutter } = layout;
		const geometry = options.gallery
			? { gridArea: '1 / 1', opacity: visible ? '1' : '0', visibility: visible ? 'visible' : 'hidden', transition: `opacity ${speed}ms, visibility ${speed}ms` }
			: {
					flex: `0 0 calc((100% - ${(items - 1) * gutter}px) / ${items})`,
					marginInlineEnd: px(gutter),
					transform: `translateX(calc(${rtl ? position.index : -position.index} * (100% + ${gutter}px)))`,
					transition: `transform ${speed}ms`,
				};
		return {
			className: classNames(slide.getAttribute('class'), { 'tns-item': true, 'tns-slide-active': visible }),
			style: { ...printedStyle, ...geometry },
			inert: !visible,
			'aria-hidden': visible ? undefined : 'true',
		};
	};

	const pages = pageCount(position);
	const showArrows = options.arrows && pages > 1;
	// The printed control text names the arrows (theme 11.x's "Previous button" label would hide the
	// "prev" a voice-control user sees and says); only a control without text gets that label.
	const controls = hydrated && (showArrows || options.dots || options.autoplay) && pages > 1 && (
		<div className="tns-controls islands-slider-controls" aria-label={/* translators: %s: the slider's name */ sprintf(__('%s controls'), label)} role="group">
			{showArrows && (
				<button type="button" className="tns-prev" aria-label={options.prevLabel.trim() ? undefined : __('Previous button')} disabled={!canStep(position, -1)} onClick={() => go(-1)} {...focusEvents}>
					{options.prevLabel}
				</button>
			)}
			{options.autoplay && (
				<button type="button" className="tns-pause" onClick={() => setStopped(!stopped)}>
					{stopped ? __('Play') : __('Pause')}
				</button>
			)}
			{showArrows && (
				<button type="button" className="tns-next" aria-label={options.nextLabel.trim() ? undefined : __('Next button')} disabled={!canStep(position, 1)} onClick={() => go(1)} {...focusEvents}>
					{options.nextLabel}
				</button>
			)}
			{options.dots && (
				<span className="tns-nav">
					{Array.from({ length: pages }, (_, page) => (
						<button
							type="button"
							key={page}
							className={page === position.index ? 'tns-nav-active' : undefined}
							aria-label={/* translators: %1$s: the slider's name, %2$d: the page's number */ sprintf(__('%1$s page %2$d'), label, page + 1)}
							aria-current={page === position.index ? 'true' : undefined}
							onClick={() => goTo(page)}
							{...focusEvents}
						/>
					))}
				</span>
			)}
		</div>
	);

	return {
		hydrated,
		index: position.index,
		layout,
		goTo,
		rootProps: hydrated ? { ...rootProps, tabIndex: 0, role: 'region', 'aria-roledescription': __('carousel'), 'aria-label': label } : rootProps,
		trackProps,
		slideProps,
		controls,
	};
}
