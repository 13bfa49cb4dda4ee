/**
 * The theme's news ticker steps (contract theme-ui §3) as pure functions:
 * which item is shown and which animation class each item carries. The
 * incoming item gets `jeg_news_ticker_active` and an in-class, the outgoing
 * one an out-class; the item that went out a step earlier is cleaned.
 * The first item is shown for its full delay (the theme stepped once at init
 * and skipped it: contract §23.7, decided against).
 */
import { dataNumber } from '../../contracts/data-flag';

export type TickerAnimation = 'horizontal' | 'vertical';

const CLASSES: Record<TickerAnimation, readonly [string, string, string, string]> = {
	horizontal: ['fadeInLeft', 'fadeInRight', 'fadeOutLeft', 'fadeOutRight'],
	vertical: ['fadeInUp', 'fadeInDown', 'fadeOutDown', 'fadeOutUp'],
};

export const ANIMATION_CLASSES = [...CLASSES.horizontal, ...CLASSES.vertical];

export interface TickerState {
	active: number;
	/** The item that just went out, and the class it went out with. */
	outgoing: { index: number; className: string } | null;
	/** The in-class of the active item; null before the first step (printed as is). */
	incoming: string | null;
}

export const initialTicker = (active = 0): TickerState => ({ active, outgoing: null, incoming: null });

export function stepTicker(state: TickerState, direction: 'next' | 'prev', count: number, animation: TickerAnimation): TickerState {
	if (count < 2) return state;
	const [inNext, inPrev, outPrev, outNext] = CLASSES[animation];
	const active = (state.active + (direction === 'next' ? 1 : -1) + count) % count;
	return {
		active,
		outgoing: { index: state.active, className: direction === 'next' ? outNext : outPrev },
		incoming: direction === 'next' ? inNext : inPrev,
	};
}

/** `data-delay` in ms; 3000 when missing, not a number or 0 (a zero delay would spin). */
export const tickerDelay = (value: string | null): number => dataNumber(value, 3000) || 3000;
