/**
 * The theme's GIF play overlay (contract theme-ui §12): an animated GIF in an
 * article shows its first frame on a canvas with a "GIF" control over it; the
 * control plays and stops the animation. Hydration keeps the printed image;
 * the island then wraps it in the theme's `ff-container` with the overlay
 * (a button with a pressed state) and the canvas, so the theme's CSS applies
 * unchanged.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { __ } from '../../runtime/i18n';

export function GifPlayer({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLImageElement);
	const [playing, setPlaying] = useState(false);
	const [size, setSize] = useState<{ width: number; height: number } | null>(null);
	const [imageReady, setImageReady] = useState(false);
	const canvas = useRef<HTMLCanvasElement>(null);
	const image = useRef<HTMLImageElement | null>(null);
	const hydrated = useHydrated();

	useEffect(() => {
		const img = image.current;
		if (!hydrated || !img) return;
		const draw = () => setSize({ width: img.width, height: img.height });
		if (img.complete && img.naturalWidth > 0) draw();
		else img.addEventListener('load', draw, { once: true });
		return () => img.removeEventListener('load', draw);
	}, [hydrated]);

	useEffect(() => {
		if (!size || !canvas.current || !image.current) return;
		canvas.current.getContext('2d')?.drawImage(image.current, 0, 0, size.width, size.height);
	}, [size]);

	const toggle = () => setPlaying((now) => !now);
	const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
		if (event.key !== 'Enter' && event.key !== ' ') return;
		event.preventDefault();
		toggle();
	};

	if (!hydrated) return serverTree(printed);
	const imageClass = classNames(printed.getAttribute('class'), { 'ff-setup': true, 'ff-image': true, 'ff-image-ready': imageReady });
	return (
		<div className={classNames(`ff-container ff-responsive ${printed.getAttribute('class') ?? ''}`.trim(), { 'ff-container-active': playing })}>
			<div className="ff-overlay" role="button" tabIndex={0} aria-pressed={playing ? 'true' : 'false'} aria-label={__('Play GIF')} onClick={toggle} onKeyDown={onKeyDown}>
				<div className="ff-control">{__('GIF')}</div>
			</div>
			<canvas
				ref={canvas}
				className={classNames('ff-canvas', { 'ff-canvas-ready': size !== null, 'ff-canvas-active': playing })}
				width={size?.width ?? 0}
				height={size?.height ?? 0}
				onTransitionEnd={() => setImageReady(true)}
			/>
			{serverTree(printed, (node) => node === printed && { className: imageClass, ref: image })}
		</div>
	);
}
