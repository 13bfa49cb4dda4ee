/**
 * The theme's masonry post lists (`.jeg_posts_masonry`). The layout is the
 * browser's (a grid of 1 px rows); the island measures once per layout, 150 ms
 * after mount, 150 ms after posts are appended (module paging) or an image
 * loads, and 1000 ms after the last resize, and writes each post's row span.
 * The spans go straight onto the posts: appended posts were not printed with
 * the island, so they cannot come from its render. The column count is read
 * once from the width the theme's CSS gives a post; a resize recomputes the
 * spans (heights change with the width), not the count.
 */
import { useEffect, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { styleObject } from '../../runtime/react/style-object';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { subscribeViewport } from '../../runtime/viewport/viewport';
import { APPEND_MS, columnCount, INIT_MS, RESIZE_MS, rowSpan } from './masonry-layout';

const GAP = 20;

export function Masonry({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const hydrated = useHydrated();
	const [columns, setColumns] = useState(0);

	useEffect(() => {
		let timer: ReturnType<typeof setTimeout> | undefined;
		let columnsRef = 0;
		const later = (ms: number) => {
			clearTimeout(timer);
			timer = setTimeout(layout, ms);
		};
		const posts = () => Array.from(element.children) as HTMLElement[];
		function layout() {
			const first = posts()[0];
			if (!first) return;
			// Read every height before writing any span, so the layout is computed once.
			// Natural heights: no span, and not stretched to the row (a flex or grid row stretches its items).
			for (const post of posts()) {
				post.style.gridRowEnd = '';
				post.style.alignSelf = 'start';
			}
			// The theme's CSS sets a post's width; it is read once, before the grid replaces it.
			const count = columnsRef || columnCount(element.clientWidth + GAP, first.getBoundingClientRect().width + GAP);
			columnsRef = count;
			const heights = posts().map((post) => post.getBoundingClientRect().height);
			posts().forEach((post, index) => (post.style.gridRowEnd = `span ${rowSpan(heights[index], GAP)}`));
			setColumns(count);
		}
		later(INIT_MS);
		const appended = new MutationObserver(() => later(APPEND_MS));
		appended.observe(element, { childList: true });
		const imageLoaded = () => later(APPEND_MS);
		element.addEventListener('load', imageLoaded, true);
		const stop = subscribeViewport((viewport) => viewport.cause === 'resize' && later(RESIZE_MS));
		return () => {
			clearTimeout(timer);
			appended.disconnect();
			element.removeEventListener('load', imageLoaded, true);
			stop();
		};
	}, [element]);

	return serverTree(printed, (node) => {
		if (node !== printed || !hydrated || columns === 0) return null;
		return {
			style: {
				...styleObject(printed.getAttribute('style')),
				display: 'grid',
				gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
				gridAutoRows: '1px',
				columnGap: `${GAP}px`,
				rowGap: '0px',
				alignItems: 'start',
			},
		};
	});
}
