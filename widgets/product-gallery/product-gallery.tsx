/**
 * WooCommerce's product gallery (`.woocommerce-product-gallery`), hydrated in
 * place, with single-product.js's behaviour: visible once running (the
 * template prints it at `opacity: 0`), a slider over the printed slides with
 * flexslider's thumbnail strip (`ol.flex-control-nav.flex-control-thumbs`,
 * `flex-active`, `flex-active-slide`: the classes themes style), the trigger
 * link and image clicks opening the full-screen viewer, and the hover zoom.
 * The viewer and the zoom are lazy parts, fetched on the first open and the
 * first mouse hover.
 *
 * The printed `.woocommerce-product-gallery__wrapper` is the slider's window
 * (it also gets `flex-viewport`, where flexslider would have wrapped it in a
 * new element: hydrating in place must not re-create the images): its slides
 * are translated inside it, or stacked and faded with `animation: 'fade'`,
 * and its height follows the shown image with `smoothHeight`. The index
 * arithmetic is the runtime's slider engine.
 *
 * A chosen variation's image (runtime/variation-image.ts) arrives through
 * WooCommerce's own events: `flexslider-click` on a thumbnail slides there,
 * `woocommerce_gallery_reset_slide_position` goes back to the first slide.
 */
import { type ComponentType, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readsRightToLeft } from '../../runtime/dom/reading-direction';
import { prefersReducedMotion } from '../../runtime/motion';
import { classNames } from '../../runtime/react/class-names';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverChildren, serverTree } from '../../runtime/react/server-tree';
import { styleObject } from '../../runtime/react/style-object';
import { useDomEvent } from '../../runtime/react/use-dom-event';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { GALLERY_RESET_POSITION, GALLERY_SLIDE_TO } from '../../runtime/variation-image';
import { autoplayRuns, canStep, type SliderPosition, stepIndex, swipeDelta } from '../../runtime/slider/slider-engine';
import { type GallerySettings, thumbOf, viewerItems, viewerStart } from './gallery-state';
import type { ZoomLayerProps } from './zoom-layer';
import { __, sprintf } from '../../runtime/i18n';

export const SLIDES = '.woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image';
const TEXT_FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

export interface GalleryProps {
	settings: GallerySettings;
}

/** `a` with `role="button"`, as flexslider prints its controls: Space presses it too. */
const pressable = (onPress: (link: HTMLElement) => void) => ({
	href: '#',
	role: 'button' as const,
	onClick: (event: MouseEvent<HTMLElement>) => {
		event.preventDefault();
		onPress(event.currentTarget);
	},
	onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
		if (event.key !== ' ') return;
		event.preventDefault();
		onPress(event.currentTarget);
	},
});

export function ProductGallery({ element, settings }: GalleryProps & IslandProps) {
	const hydrated = useHydrated();
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	const [slides] = useState(() => Array.from(printed.querySelectorAll(SLIDES)));
	const [track] = useState(() => slides[0]?.parentElement ?? null);
	const [reduced] = useState(prefersReducedMotion);
	const [index, setIndex] = useState(0);
	const [height, setHeight] = useState<number | null>(null);
	const [hovered, setHovered] = useState(false);
	const [focused, setFocused] = useState(false);
	const [stopped, setStopped] = useState(reduced);
	const [Zoom, setZoom] = useState<ComponentType<ZoomLayerProps> | null>(null);
	const [galleryWidth] = useState(() => () => element.clientWidth);
	const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
	const swiped = useRef(false);
	const focusThumb = useRef(false);
	const zoomRequested = useRef(false);
	const { slider, flex, viewer, trigger, zoom } = settings;
	// WooCommerce prints `flexslider.rtl` from is_rtl(); a gallery laid out right to left pages that way without it too.
	const [rtl] = useState(() => flex.rtl || readsRightToLeft(element));
	const on = hydrated && slider;

	const position: SliderPosition = { index, count: slides.length, items: 1, loop: flex.animationLoop };
	const goTo = (target: number) => setIndex(Math.min(Math.max(0, target), slides.length - 1));
	const step = (delta: number) => setIndex((current) => stepIndex({ ...position, index: current }, delta));
	const manual = (action: () => void) => {
		setStopped(true);
		action();
	};
	const liveSlides = () => Array.from(element.querySelectorAll(SLIDES));

	useDomEvent(element, GALLERY_SLIDE_TO, (event) => {
		const thumbs = Array.from(element.querySelectorAll('.flex-control-nav li img'));
		const at = thumbs.indexOf(event.target as Element);
		if (at >= 0) goTo(at);
	});
	useDomEvent(element, GALLERY_RESET_POSITION, () => goTo(0));

	// smoothHeight: the window is as tall as the shown slide, whenever its image loads or resizes.
	useLayoutEffect(() => {
		if (!on || !flex.smoothHeight || typeof ResizeObserver === 'undefined') return;
		const shown = liveSlides()[index];
		if (!shown) return;
		const measure = () => setHeight(shown.getBoundingClientRect().height || null);
		measure();
		const observer = new ResizeObserver(measure);
		observer.observe(shown);
		return () => observer.disconnect();
	}, [on, index]);

	useEffect(() => {
		if (!focusThumb.current) return;
		focusThumb.current = false;
		element.querySelectorAll<HTMLElement>('.flex-control-nav li > *')[index]?.focus();
	}, [index]);

	const running = on && autoplayRuns({ enabled: flex.slideshow, stopped, hovered, focused, dragging: false }, position);
	useEffect(() => {
		if (!running) return;
		const timer = setTimeout(() => step(1), flex.slideshowSpeed);
		return () => clearTimeout(timer);
	}, [running, index]);

	const openViewer = (opener: HTMLElement, shown: number) => {
		const items = viewerItems(liveSlides());
		if (items.length === 0) return;
		void import('./viewer').then(({ openViewer: open }) => open(items, viewerStart(settings.viewerOptions, shown, items.length), settings.viewerOptions, opener, settings.triggerText));
	};

	const loadZoom = (event: PointerEvent<HTMLElement>) => {
		if (!zoom || zoomRequested.current || event.pointerType !== 'mouse') return;
		zoomRequested.current = true;
		import('./zoom-layer').then(
			(part) => setZoom(() => part.ZoomLayer),
			() => (zoomRequested.current = false),
		);
	};

	const speed = reduced ? 0 : flex.animationSpeed;
	const shownIndex = slider ? index : 0;

	const trackProps = () => {
		if (!on) return hydrated && zoom ? { onPointerOver: loadZoom } : null;
		const geometry = flex.fade ? { display: 'grid' } : { display: 'flex', overflow: 'hidden', alignItems: 'flex-start' };
		return {
			className: classNames(track!.getAttribute('class'), { 'flex-viewport': true }),
			style: {
				...styleObject(track!.getAttribute('style')),
				...geometry,
				...(flex.smoothHeight && height ? { height: `${height}px`, transition: `height ${speed}ms` } : {}),
				touchAction: 'pan-y pinch-zoom',
			},
			...(rtl ? { dir: 'rtl' } : {}),
			onPointerOver: loadZoom,
			onPointerDown: (event: PointerEvent<HTMLElement>) => {
				swipe.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY, id: event.pointerId };
			},
			onPointerUp: (event: PointerEvent<HTMLElement>) => {
				const start = swipe.current;
				swipe.current = null;
				if (!start || start.id !== event.pointerId) return;
				const delta = swipeDelta(event.clientX - start.x, event.clientY - start.y, rtl);
				swiped.current = delta !== 0;
				if (delta) manual(() => step(delta));
			},
			onPointerCancel: () => (swipe.current = null),
			// A swipe that ends on the image's link must not open it.
			onClickCapture: (event: Event) => {
				if (!swiped.current) return;
				swiped.current = false;
				event.preventDefault();
				event.stopPropagation();
			},
		};
	};

	const slideProps = (slide: Element) => {
		const at = slides.indexOf(slide);
		const shown = at === shownIndex;
		const layer = Zoom && shown ? <Zoom options={settings.zoomOptions} galleryWidth={galleryWidth} /> : null;
		// The zoom layer comes last, so the printed children keep their places in every render.
		const children = [...serverChildren(slide, enhance), layer];
		if (!hydrated) return { children };
		const printedStyle = styleObject(slide.getAttribute('style'));
		const zoomBox = zoom && shown ? { position: 'relative', overflow: 'hidden' } : {};
		if (!slider) return { style: { ...printedStyle, ...zoomBox }, children };
		const motion = flex.fade
			? { gridArea: '1 / 1', opacity: shown ? '1' : '0', visibility: shown ? 'visible' : 'hidden', transition: `opacity ${speed}ms, visibility ${speed}ms` }
			: { flex: '0 0 100%', width: '100%', transform: `translateX(${rtl ? index * 100 : -index * 100}%)`, transition: `transform ${speed}ms` };
		return {
			className: classNames(slide.getAttribute('class'), { 'flex-active-slide': shown }),
			style: { ...printedStyle, ...motion, ...zoomBox },
			inert: !shown,
			'aria-hidden': shown ? undefined : 'true',
			children,
		};
	};

	const enhance = (node: Element): Record<string, unknown> | null => {
		if (node === printed) return rootProps();
		if (node === track) return trackProps();
		if (slides.includes(node)) return slideProps(node);
		if (!hydrated) return null;
		const slide = node.closest('.woocommerce-product-gallery__image');
		if (!slide || !slides.includes(slide)) return null;
		if (node.localName === 'img' && slider) return { draggable: 'false' };
		if (node.localName === 'a' && viewer)
			return {
				onClick: (event: Event) => {
					event.preventDefault();
					if (settings.imageOpens) openViewer(event.currentTarget as HTMLElement, slides.indexOf(slide));
				},
			};
		return null;
	};

	const thumbs = () => {
		if (!on || !flex.controlNav) return null;
		const isThumbs = flex.controlNav === 'thumbnails';
		return (
			<ol className={`flex-control-nav ${isThumbs ? 'flex-control-thumbs' : 'flex-control-paging'}`}>
				{slides.map((slide, at) => {
					const active = at === index;
					const common = {
						className: active ? 'flex-active' : undefined,
						tabIndex: active ? 0 : -1,
						'aria-current': active ? ('true' as const) : undefined,
						onFocus: () => {
							focusThumb.current = false;
						},
					};
					const choose = () => manual(() => goTo(at));
					if (!isThumbs)
						return (
							<li key={at}>
								<a {...common} {...pressable(choose)} aria-label={/* translators: %d: the image's number */ sprintf(__('Show image %d'), at + 1)}>
									{at + 1}
								</a>
							</li>
						);
					const thumb = thumbOf(slide);
					return (
						<li key={at}>
							<img
								{...common}
								src={thumb.src}
								srcSet={thumb.srcset ?? undefined}
								sizes={thumb.sizes ?? undefined}
								alt={thumb.alt || /* translators: %d: the image's number */ sprintf(__('Show image %d'), at + 1)}
								draggable={false}
								role="button"
								onClick={choose}
								onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
									if (event.key !== 'Enter' && event.key !== ' ') return;
									event.preventDefault();
									choose();
								}}
							/>
						</li>
					);
				})}
			</ol>
		);
	};

	const directionNav = () => {
		if (!on || !flex.directionNav) return null;
		const arrow = (delta: number, name: 'prev' | 'next', text: string) => {
			const disabled = !canStep(position, delta);
			return (
				<li className={`flex-nav-${name}`}>
					<a className={classNames(`flex-${name}`, { 'flex-disabled': disabled })} {...pressable(() => disabled || manual(() => step(delta)))} aria-disabled={disabled ? 'true' : undefined} tabIndex={disabled ? -1 : undefined}>
						{text}
					</a>
				</li>
			);
		};
		return (
			<ul className="flex-direction-nav">
				{arrow(-1, 'prev', __('Previous'))}
				{arrow(1, 'next', __('Next'))}
			</ul>
		);
	};

	function rootProps() {
		const extras: ReactNode[] = hydrated
			? [
					trigger ? (
						<a key="trigger" className="woocommerce-product-gallery__trigger" aria-haspopup="dialog" aria-label={settings.triggerText} {...pressable((link) => openViewer(link, shownIndex))}>
							<span aria-hidden="true">🔍</span>
						</a>
					) : null,
					thumbs(),
					directionNav(),
				]
			: [null, null, null];
		// The trigger's slot is always first (empty until hydrated), so the printed children keep their places.
		const children = [extras[0], ...serverChildren(printed, enhance), extras[1], extras[2]];
		if (!hydrated) return { children };
		return {
			style: { ...styleObject(printed.getAttribute('style')), opacity: '1' },
			...(on
				? {
						role: 'region',
						'aria-roledescription': __('carousel'),
						'aria-label': __('Product images'),
						onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
							const target = event.target as Element;
							if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || target.closest(TEXT_FIELD)) return;
							event.preventDefault();
							focusThumb.current = !!target.closest('.flex-control-nav');
							manual(() => step((event.key === 'ArrowRight') !== rtl ? 1 : -1));
						},
						onMouseEnter: () => setHovered(true),
						onMouseLeave: () => setHovered(false),
						onFocus: () => setFocused(true),
						onBlur: () => setFocused(false),
					}
				: {}),
			children,
		};
	}

	return <>{serverTree(printed, enhance)}</>;
}
