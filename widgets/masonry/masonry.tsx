/**
 * The theme's masonry post lists (`.jeg_posts_masonry`; Block 35 prints its
 * posts in a `.jeg_load_more_flag` inside it, other lists directly). The
 * layout is the browser's (a grid of 1 px rows); the island measures once per
 * layout, 150 ms after mount, 150 ms after new posts came in or an image
 * loaded, and 1000 ms after the last resize, and writes each post's row span.
 * New posts are announced by events, never by watching the DOM: the module
 * island fires the theme's `jnews_module_ajax` on the block after placing a
 * page (load more, infinite scroll), and injected content comes with
 * `jnews-ajax-load` on document. A page that replaces the list brings a new
 * `.jeg_posts_masonry`, which mounts its own island. The spans go straight
 * onto the posts: appended posts were not printed with the island, so they
 * cannot come from its render. The column count is read once from the width
 * the theme's CSS gives a post; a resize recomputes the spans, not the count.
 */
import { useEffect, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { styleObject } from '../../runtime/react/style-object';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { subscribeViewport } from '../../runtime/viewport/viewport';
import { APPEND_MS, columnCount, INIT_MS, MODULE_PAGE_EVENT, INJECTED_EVENT, RESIZE_MS, rowSpan, touches } from './masonry-layout';

const GAP = 20;

/** The element whose children are the posts. */
const gridOf = (list: Element): Element => list.querySelector(':scope > .jeg_load_more_flag') ?? list;

export function Masonry({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [printedGrid] = useState(() => gridOf(printed));
	const hydrated = useHydrated();
	const [columns, setColumns] = useState(0);

	useEffect(() => {
		// One debounced timer per delay: the resize a module page fires must not postpone the 150 ms layout of its new posts.
		const timers = new Map<number, ReturnType<typeof setTimeout>>();
		let columnsRef = 0;
		const grid = gridOf(element);
		const later = (ms: number) => {
			clearTimeout(timers.get(ms));
			timers.set(ms, setTimeout(layout, ms));
		};
		const posts = () => Array.from(grid.children) as HTMLElement[];
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
			const count = columnsRef || columnCount(grid.clientWidth + GAP, first.getBoundingClientRect().width + GAP);
			columnsRef = count;
			const heights = posts().map((post) => post.getBoundingClientRect().height);
			posts().forEach((post, index) => (post.style.gridRowEnd = `span ${rowSpan(heights[index], GAP)}`));
			setColumns(count);
		}
		later(INIT_MS);
		const added = (event: Event) => touches(element, event) && later(APPEND_MS);
		document.addEventListener(MODULE_PAGE_EVENT, added);
		document.addEventListener(INJECTED_EVENT, added);
		const imageLoaded = () => later(APPEND_MS);
		element.addEventListener('load', imageLoaded, true);
		const stop = subscribeViewport((viewport) => viewport.cause === 'resize' && later(RESIZE_MS));
		return () => {
			for (const timer of timers.values()) clearTimeout(timer);
			document.removeEventListener(MODULE_PAGE_EVENT, added);
			document.removeEventListener(INJECTED_EVENT, added);
			element.removeEventListener('load', imageLoaded, true);
			stop();
		};
	}, [element]);

	return serverTree(printed, (node) => {
		if (node !== printedGrid || !hydrated || columns === 0) return null;
		return {
			style: {
				...styleObject(printedGrid.getAttribute('style')),
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
