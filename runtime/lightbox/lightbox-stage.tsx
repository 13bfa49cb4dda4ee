/**
 * The current item: its loading state, the media itself at its fitted size,
 * or the error text. Swiping sideways on a touch screen pages (a swipe to the
 * right goes on in a right-to-left page). A shrunk image
 * can be shown at its own size (the expand or zoom button): the stage then
 * scrolls, and a mouse drags the image around in it, as PhotoSwipe's zoom did.
 */
import { type PointerEvent, useRef, useState } from 'react';
import { classifyContent, type Content, fitToViewport, sizeArgument } from './content';
import { readsRightToLeft } from '../dom/reading-direction';
import { MovedContent } from '../dialog';
import { FragmentNodes } from './fragment-nodes';
import type { LightboxOptions } from './options';
import { pageForSwipe } from './reading-order';
import { goTo, type LightboxItem } from './state';
import { texts } from './texts';
import type { ItemState } from './use-item-content';
import { __ } from '../i18n';

const SWIPE_PX = 50;

export interface StageProps {
	item: LightboxItem;
	content: Content;
	state: ItemState;
	options: LightboxOptions;
	viewport: { width: number; height: number };
	count: number;
	prettyPhotoSource: boolean;
	onAcknowledge: () => void;
	onHover: (hovering: boolean) => void;
}

function errorText(content: Content, prettyPhotoSource: boolean): string {
	const text = texts();
	if (content.type === 'image') return prettyPhotoSource ? text.prettyPhotoImageError : text.imageError;
	if (content.type === 'ajax') return text.ajaxError;
	if (content.type === 'bad-video') return content.message;
	return text.notFound;
}

/** Why a `link` item is not shown: Flash and QuickTime by their path's extension, else prettyPhoto's custom markup. */
export function unsupportedText(href: string): string {
	const path = href.split(/[?#]/)[0].toLowerCase();
	if (path.endsWith('.swf')) return texts().flash;
	if (path.endsWith('.mov')) return texts().quicktime;
	return texts().unsupported;
}

export function LightboxStage({ item, content, state, options, viewport, count, prettyPhotoSource, onAcknowledge, onHover }: StageProps) {
	const [expanded, setExpanded] = useState(false);
	const swipe = useRef<{ x: number; y: number } | null>(null);
	const drag = useRef<{ x: number; y: number } | null>(null);
	const fit = (width: number, height: number) =>
		options.allow_resize && !expanded ? fitToViewport(width, height, viewport.width, viewport.height) : { width, height, shrunk: false };

	const onPointerDown = (event: PointerEvent<HTMLElement>) => {
		swipe.current = event.pointerType === 'touch' && !expanded ? { x: event.clientX, y: event.clientY } : null;
		drag.current = event.pointerType === 'mouse' && expanded ? { x: event.clientX, y: event.clientY } : null;
		if (drag.current) event.preventDefault();
	};
	// A zoomed image follows the mouse that holds it; touch scrolls the stage natively.
	const onPointerMove = (event: PointerEvent<HTMLElement>) => {
		const from = drag.current;
		if (!from) return;
		event.currentTarget.scrollBy(from.x - event.clientX, from.y - event.clientY);
		drag.current = { x: event.clientX, y: event.clientY };
	};
	const onPointerUp = (event: PointerEvent<HTMLElement>) => {
		drag.current = null;
		const start = swipe.current;
		swipe.current = null;
		if (!start || count < 2) return;
		const dx = event.clientX - start.x;
		if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) goTo(pageForSwipe(dx, readsRightToLeft(event.currentTarget)));
	};

	let media = null;
	let shrunk = false;
	if (state.status === 'loading')
		media = (
			<p role="status" className="islands-lightbox__loading">
				{texts().loading}
			</p>
		);
	else if (state.status === 'error')
		media = (
			<div role="alert" className="islands-lightbox__error">
				<p>{errorText(content, prettyPhotoSource)}</p>
				{prettyPhotoSource && content.type === 'image' && (
					<button type="button" className="islands-lightbox__ok" onClick={onAcknowledge}>
						{__('OK')}
					</button>
				)}
			</div>
		);
	else if (state.status === 'image' && content.type === 'image') {
		const size = fit(state.width, state.height);
		shrunk = size.shrunk || expanded;
		media = <img className="islands-lightbox__image" src={content.src} alt={item.title} width={size.width} height={size.height} />;
	} else if (content.type === 'video' || content.type === 'iframe') {
		const size = fit(
			sizeArgument(content.width, viewport.width, options.default_width),
			sizeArgument(content.height, viewport.height, options.default_height),
		);
		media = (
			<iframe
				className="islands-lightbox__frame"
				src={content.src}
				title={item.title || item.description || (content.type === 'video' ? __('Video') : __('Embedded page'))}
				width={size.width}
				height={size.height}
				allow="autoplay; fullscreen; picture-in-picture"
				allowFullScreen
			/>
		);
	} else if (state.status === 'fragment') media = <FragmentNodes fragment={state.fragment} />;
	else if (state.status === 'inline') media = <MovedContent source={state.target} className="islands-lightbox__inline" />;
	else if (content.type === 'link')
		media = (
			<div className="islands-lightbox__unsupported">
				<p>{unsupportedText(content.href)}</p>
				<p>
					<a href={content.href}>{item.description || item.title || content.href}</a>
				</p>
			</div>
		);

	const width = content.type === 'ajax' || content.type === 'inline' ? sizeArgument(content.type === 'ajax' ? content.width : null, viewport.width, options.default_width) : undefined;
	return (
		<>
			<div
				className={expanded ? 'islands-lightbox__stage islands-lightbox__stage--zoomed' : 'islands-lightbox__stage'}
				style={width ? { width: `${width}px` } : undefined}
				onPointerDown={onPointerDown}
				onPointerMove={onPointerMove}
				onPointerUp={onPointerUp}
				onPointerCancel={() => (drag.current = swipe.current = null)}
				onPointerEnter={() => onHover(true)}
				onPointerLeave={() => onHover(false)}
			>
				{media}
			</div>
			{shrunk && options.allow_expand && (
				<button type="button" className="islands-lightbox__expand" aria-pressed={expanded} onClick={() => setExpanded(!expanded)}>
					{options.expand_label || texts().expand}
				</button>
			)}
		</>
	);
}

export const contentOf = (item: LightboxItem, options: LightboxOptions): Content => classifyContent(item.href, location.href, options.autoplay);
