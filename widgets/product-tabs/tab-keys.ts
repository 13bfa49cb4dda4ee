/**
 * The ARIA tabs keys as single-product.js reads them: the tabs' layout says
 * their orientation (a second tab below the first is a vertical list), the
 * page's direction swaps left and right, and the arrows wrap. Keys along the
 * other axis are left to the page (they scroll it).
 */

export type Orientation = 'horizontal' | 'vertical';

/** The orientation of tabs laid out at these boxes (the first two decide). */
export function orientationOf(boxes: readonly Pick<DOMRect, 'top' | 'left'>[]): Orientation {
	if (boxes.length < 2) return 'horizontal';
	const [first, second] = boxes;
	return Math.abs(second.top - first.top) > Math.abs(second.left - first.left) ? 'vertical' : 'horizontal';
}

/** The tab a key moves to from `current` of `count`, or null when the key is not a tabs key here. */
export function tabAfterKey(key: string, current: number, count: number, orientation: Orientation, rtl: boolean): number | null {
	if (key === 'Home') return 0;
	if (key === 'End') return count - 1;
	const [previous, next] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : rtl ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
	if (key === previous) return (current - 1 + count) % count;
	if (key === next) return (current + 1) % count;
	return null;
}
