/**
 * The theme's sticky header as a pure state machine (contract theme-ui §5),
 * stepped once per scroll frame. `scroll` slides the bar away with the scroll
 * distance and back the same way; `pinned` hides it fully on a downward move
 * of more than 5 px and shows it fully on an upward one; `normal` never sticks.
 */
export type StickyMode = 'scroll' | 'pinned' | 'normal';

export interface StickyState {
	/** `jeg_sticky_nav`: the bar is fixed to the top. */
	stuck: boolean;
	/** `notransition`: the first frames after sticking must not animate in. */
	noTransition: boolean;
	/** How far the bar is slid up (0 … −height). */
	offset: number;
	lastY: number;
	/** The bar's vertical translation, admin bar included. */
	translate: number;
}

export interface StickyFrame {
	mode: StickyMode;
	scrollY: number;
	/** Page offset of the first `.sticky_blankspace`. */
	top: number;
	/** The bar's height. */
	height: number;
	/** The admin bar's height at this width. */
	adminBar: number;
}

/** A scroll distance above this hides or shows a pinned bar. */
export const PIN_DELTA_PX = 5;

export const initialSticky = (scrollY = 0): StickyState => ({ stuck: false, noTransition: false, offset: 0, lastY: scrollY, translate: 0 });

/** WordPress's admin bar height over the header: 32 px, 46 px from 601 to 782 px wide, none at 600 px or narrower. */
export function adminBarHeight(shown: boolean, width: number): number {
	if (!shown || width <= 600) return 0;
	return width <= 782 ? 46 : 32;
}

export function stepSticky(state: StickyState, { mode, scrollY: y, top, height, adminBar }: StickyFrame): StickyState {
	if (mode === 'normal') return { ...initialSticky(y) };
	const distance = Math.abs(y - state.lastY);
	let { stuck, offset } = state;
	let noTransition = state.noTransition || !state.stuck;
	if (y > state.lastY) {
		const ignored = mode === 'scroll' ? y < top + height : y < top - adminBar;
		if (!ignored) {
			stuck = true;
			if (mode === 'scroll') offset = Math.max(-height, offset - distance);
			else if (distance > PIN_DELTA_PX && y > height + adminBar) offset = -height;
		}
	} else if (y > top - adminBar) {
		noTransition = false;
		if (mode === 'scroll') offset += distance;
		if ((mode === 'pinned' && distance > PIN_DELTA_PX) || offset > 0) offset = 0;
	} else {
		stuck = false;
		offset = 0;
	}
	const translate = y < top - adminBar ? 0 : offset + adminBar;
	return { stuck, noTransition: stuck ? noTransition : false, offset, lastY: y, translate };
}
