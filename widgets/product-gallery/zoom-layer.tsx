/**
 * The hover zoom (what jQuery Zoom was for WooCommerce), a lazy part loaded
 * on the first mouse hover: inside the shown slide, the image at
 * `data-large_image` follows the pointer, only while the large image is wider
 * than the gallery, and only for a mouse (a touch or pen never zooms). It is
 * `img.zoomImg`, hidden from assistive technology, as WooCommerce's stylesheet
 * and themes expect. The attributes are read at every entry, so a variation's
 * swapped image zooms as itself.
 */
import { useEffect, useRef } from 'react';
import { type ZoomOptions, zoomOffset, zoomWanted } from './gallery-state';

export interface ZoomLayerProps {
	options: ZoomOptions;
	/** The gallery's width now (the large image must be wider). */
	galleryWidth: () => number;
}

export function ZoomLayer({ options, galleryWidth }: ZoomLayerProps) {
	const ref = useRef<HTMLImageElement>(null);
	useEffect(() => {
		const layer = ref.current;
		const box = layer?.parentElement;
		if (!layer || !box) return;
		Object.assign(layer.style, { position: 'absolute', top: '0', left: '0', opacity: '0', border: 'none', maxWidth: 'none', maxHeight: 'none', pointerEvents: 'none', display: 'none', transition: `opacity ${options.duration}ms` });
		let size = { width: 0, height: 0 };
		const hide = () => {
			layer.style.opacity = '0';
		};
		const follow = (event: PointerEvent) => {
			if (event.pointerType !== 'mouse') return hide();
			const image = box.querySelector('img:not(.zoomImg)');
			const src = image?.getAttribute('data-large_image');
			const width = Number(image?.getAttribute('data-large_image_width')) * options.magnify;
			const height = Number(image?.getAttribute('data-large_image_height')) * options.magnify;
			if (!src || !zoomWanted(width, galleryWidth())) return hide();
			if (layer.getAttribute('src') !== src) layer.setAttribute('src', src);
			size = { width, height: height || width };
			Object.assign(layer.style, { display: 'block', width: `${size.width}px`, height: `${size.height}px`, opacity: '1' });
			const bounds = box.getBoundingClientRect();
			const offset = zoomOffset(event.clientX - bounds.left, event.clientY - bounds.top, bounds, size);
			layer.style.left = `${offset.left}px`;
			layer.style.top = `${offset.top}px`;
		};
		box.addEventListener('pointerenter', follow);
		box.addEventListener('pointermove', follow);
		box.addEventListener('pointerleave', hide);
		return () => {
			box.removeEventListener('pointerenter', follow);
			box.removeEventListener('pointermove', follow);
			box.removeEventListener('pointerleave', hide);
		};
	}, [options, galleryWidth]);
	return <img ref={ref} className="zoomImg" role="presentation" alt="" aria-hidden="true" />;
}
