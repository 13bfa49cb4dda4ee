/**
 * The reading progress bar of a single post (contract theme-ui §6), refreshed
 * at most every 150 ms while the page scrolls or resizes. It measures the
 * article's `.entry-content`, or, once the post-autoload add-on says the
 * reader is in another post (`jnews-autoload-change-id`), that post's. The printed span
 * becomes a `progressbar` with its value, so the position is available to
 * assistive technology and not only as a coloured width.
 */
import { useEffect, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { onAutoloadChangeId } from '../../runtime/theme/autoload';
import { subscribeViewport } from '../../runtime/viewport/viewport';
import { readingProgress } from './progress';
import { __ } from '../../runtime/i18n';

export const REFRESH_MS = 150;

/** The content the reader is in: that autoloaded post's `.entry-content`, else the page's first (the article itself). */
export const entryContentOf = (doc: Document, postId: number | null): Element | null =>
	(postId ? doc.querySelector(`.post-autoload[data-id="${postId}"] .entry-content`) : null) ?? doc.querySelector('.entry-content');

function measure(doc: Document, postId: number | null) {
	const content = entryContentOf(doc, postId);
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
		let postId: number | null = null;
		const refresh = () => {
			last = performance.now();
			trailing = undefined;
			setProgress(measure(element.ownerDocument, postId));
		};
		const stop = subscribeViewport(() => {
			const wait = REFRESH_MS - (performance.now() - last);
			if (wait <= 0) refresh();
			else trailing ??= setTimeout(refresh, wait);
		});
		// The post-autoload add-on moved the reader into another post: the bar follows that post's content.
		const stopAutoload = onAutoloadChangeId((id) => {
			postId = id;
			refresh();
		});
		return () => {
			stop();
			stopAutoload();
			clearTimeout(trailing);
		};
	}, [element]);

	const percent = Math.round(progress.percent);
	return serverTree(printed, (node) =>
		hydrated &&
		node.classList.contains('progress-bar') && {
			role: 'progressbar',
			'aria-label': __('Reading progress'),
			'aria-valuemin': '0',
			'aria-valuemax': '100',
			'aria-valuenow': String(percent),
			style: { width: `${progress.percent}%`, transition: progress.animate ? 'all .12s ease-in' : 'none' },
		},
	);
}
