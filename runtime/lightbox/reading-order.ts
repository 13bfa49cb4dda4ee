/**
 * Paging in reading order. In a right-to-left page the next item sits to the left: ArrowLeft and
 * a swipe to the right go on. Here rather than beside `readsRightToLeft` so that only the
 * lightbox's lazy view carries them.
 */
export type Paging = 'next' | 'prev';

/** The page an arrow key turns to; null for any other key. */
export function pageForKey(key: string, rtl: boolean): Paging | null {
	if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
	return (key === 'ArrowRight') !== rtl ? 'next' : 'prev';
}

/** The page a sideways swipe of `dx` px turns to: against the reading direction goes on. */
export const pageForSwipe = (dx: number, rtl: boolean): Paging => ((dx < 0) !== rtl ? 'next' : 'prev');
