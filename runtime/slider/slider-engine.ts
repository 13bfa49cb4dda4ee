/**
 * The index arithmetic of every slider (what tiny-slider did for the theme):
 * which slide leads, how far `next`/`prev`/a dot may move it, which slides
 * are in view, whether autoplay runs, and whether a drag was a swipe. No
 * clones: a looping slider wraps from the last page to the first.
 */
export interface SliderPosition {
	index: number;
	count: number;
	items: number;
	loop: boolean;
}

/** The last index that still fills the view. */
export const lastIndex = ({ count, items }: Pick<SliderPosition, 'count' | 'items'>): number => Math.max(0, count - items);

export const clampIndex = (position: SliderPosition, index: number): number => Math.min(Math.max(0, index), lastIndex(position));

/** The index after `delta` steps; a looping slider wraps at both ends, another stops. */
export function stepIndex(position: SliderPosition, delta: number): number {
	const last = lastIndex(position);
	const target = position.index + delta;
	if (!position.loop || last === 0) return clampIndex(position, target);
	if (target > last) return position.index === last ? 0 : last;
	if (target < 0) return position.index === 0 ? last : 0;
	return target;
}

/** Whether `next` / `prev` can move at all (controls of a non-looping slider are disabled at its ends). */
export const canStep = (position: SliderPosition, delta: number): boolean => stepIndex(position, delta) !== position.index;

export const inView = (position: SliderPosition, slide: number): boolean => slide >= position.index && slide < position.index + position.items;

/** Dots: one per page start, as many as there are distinct positions. */
export const pageCount = (position: Pick<SliderPosition, 'count' | 'items'>): number => lastIndex(position) + 1;

export interface AutoplayState {
	enabled: boolean;
	/** The reader pressed pause (or reduced motion holds it until the reader presses play). */
	stopped: boolean;
	hovered: boolean;
	focused: boolean;
	dragging: boolean;
}

/** Autoplay advances only while nobody is looking at, holding or pointing into the slider. */
export const autoplayRuns = (state: AutoplayState, position: SliderPosition): boolean =>
	state.enabled && !state.stopped && !state.hovered && !state.focused && !state.dragging && lastIndex(position) > 0;

/** A pointer drag is a swipe once it moved 40 px sideways; the sign is the direction in reading order. */
export const SWIPE_THRESHOLD = 40;

export function swipeDelta(dx: number, dy: number, rtl: boolean): number {
	if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return 0;
	const forward = dx < 0 ? 1 : -1;
	return rtl ? -forward : forward;
}
