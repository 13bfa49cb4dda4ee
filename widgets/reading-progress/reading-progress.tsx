/**
 * The reading progress bar of a single post (contract theme-ui §6), refreshed
 * at most every 150 ms while the page scrolls or resizes. The printed span
 * becomes a `progressbar` with its value, so the position is available to
 * assistive technology and not only as a coloured width.
 */
import { useEffect, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { subscribeViewport } from '../../runtime/viewport/viewport';
import { readingProgress } from './progress';

export const REFRESH_MS = 150;

function measure(doc: Document) {
	const content = doc.querySelector('.entry-content');
	if (!content) return { percent: 0, animate: false };
	const rect = content.getBoundingClientRect();
	return readingProgress({
		windowHeight: window.innerHeight,
		scrollY: window.scrollY,
		contentTop: rect.top + window.scrollY,
		contentHeight: rect.height,
	});
}

export function ReadingProgress({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [progress, setProgress] = useState({ percent: 0, animate: false });
	const hydrated = useHydrated();

	useEffect(() => {
		let last = 0;
		let trailing: ReturnType<typeof setTimeout> | undefined;
		const refresh = () => {
			last = performance.now();
			trailing = undefined;
			setProgress(measure(element.ownerDocument));
		};
		const stop = subscribeViewport(() => {
			const wait = REFRESH_MS - (performance.now() - last);
			if (wait <= 0) refresh();
			else trailing ??= setTimeout(refresh, wait);
		});
		return () => {
			stop();
			clearTimeout(trailing);
		};
	}, [element]);

	const percent = Math.round(progress.percent);
	return serverTree(printed, (node) =>
		hydrated &&
		node.classList.contains('progress-bar') && {
			role: 'progressbar',
			'aria-label': 'Reading progress',
			'aria-valuemin': '0',
			'aria-valuemax': '100',
			'aria-valuenow': String(percent),
			style: { width: `${progress.percent}%`, transition: progress.animate ? 'all .12s ease-in' : 'none' },
		},
	);
}
