/**
 * A lazily loaded theme image (contract theme-ui §13): `img.lazyload` with
 * `data-src`/`data-srcset`/`data-sizes`, or a `div.lazyload` with a
 * `data-bgset` background. The loader wakes the island about a viewport
 * ahead; the island then waits until the image is within lazysizes'
 * distance and swaps the sources in, with the classes lazysizes sets
 * (`lazyloading`, then `lazyloaded` or `lazyerror`) that the theme's fade-in
 * CSS and the sliders look for.
 */
import { useEffect, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { styleObject } from '../../runtime/react/style-object';
import { autoSizes, expandPx, firstBackground } from './lazy-rules';

type Phase = 'waiting' | 'loading' | 'loaded' | 'error';

export function LazyImage({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [phase, setPhase] = useState<Phase>('waiting');
	const [sizes, setSizes] = useState<string | null>(null);

	useEffect(() => {
		const margin = expandPx(element.getAttribute('data-expand'), { width: window.innerWidth, height: window.innerHeight });
		const observer = new IntersectionObserver(
			(entries) => {
				if (!entries.some((entry) => entry.isIntersecting)) return;
				observer.disconnect();
				if (element.getAttribute('data-sizes') === 'auto') setSizes(autoSizes(element.getBoundingClientRect().width || element.parentElement?.clientWidth || 0));
				setPhase('loading');
			},
			{ rootMargin: `${margin}px` },
		);
		observer.observe(element);
		return () => observer.disconnect();
	}, [element]);

	useEffect(() => {
		const background = firstBackground(printed.getAttribute('data-bgset'));
		if (phase !== 'loading' || !background) return;
		const probe = new Image();
		probe.onload = () => setPhase('loaded');
		probe.onerror = () => setPhase('error');
		probe.src = background;
	}, [phase, printed]);

	if (phase === 'waiting') return serverTree(printed);
	const switches = { lazyload: false, lazyloading: phase === 'loading', lazyloaded: phase === 'loaded', lazyerror: phase === 'error' };
	const className = classNames(printed.getAttribute('class'), switches);
	if (printed.localName !== 'img') {
		const background = firstBackground(printed.getAttribute('data-bgset'));
		return serverTree(printed, (node) =>
			node === printed && { className, style: { ...styleObject(printed.getAttribute('style')), ...(phase === 'loaded' && background ? { backgroundImage: `url("${background}")` } : {}) } },
		);
	}
	const source = (name: string) => printed.getAttribute(`data-${name}`) ?? printed.getAttribute(name) ?? undefined;
	return serverTree(printed, () => ({
		className,
		src: source('src'),
		srcSet: source('srcset'),
		sizes: sizes ?? printed.getAttribute('sizes') ?? undefined,
		onLoad: () => setPhase('loaded'),
		onError: () => setPhase('error'),
	}));
}
