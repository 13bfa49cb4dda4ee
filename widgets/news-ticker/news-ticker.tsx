/**
 * The breaking-news ticker (contract theme-ui §3). Items cycle every
 * `data-delay` ms when `data-autoplay` is on; the arrows become buttons
 * (Enter and Space work); autoplay pauses while the pointer is over an item
 * or focus is inside the ticker, and a pause button lets the reader stop it
 * for good (moving content needs one). Under reduced motion the ticker starts
 * paused and swaps items without animation; the reader may start it.
 */
import { type KeyboardEvent, useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../runtime/motion';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { ANIMATION_CLASSES, initialTicker, stepTicker, type TickerAnimation } from './ticker-steps';
import { __, sprintf } from '../../runtime/i18n';

export interface NewsTickerProps {
	animation: TickerAnimation;
	autoplay: boolean;
	delay: number;
}

const ITEM = 'jeg_news_ticker_item';

export function NewsTicker({ element, animation, autoplay, delay }: NewsTickerProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [items] = useState(() => [...printed.querySelectorAll(`.${ITEM}`)]);
	const [state, setState] = useState(() => initialTicker(Math.max(0, items.findIndex((item) => item.classList.contains('jeg_news_ticker_active')))));
	const [reduced] = useState(prefersReducedMotion);
	const [stopped, setStopped] = useState(reduced);
	const [hovered, setHovered] = useState(false);
	const [focused, setFocused] = useState(false);
	const hydrated = useHydrated();
	const step = (direction: 'next' | 'prev') => setState((previous) => stepTicker(previous, direction, items.length, animation));

	const running = autoplay && items.length > 1 && !stopped && !hovered && !focused;
	useEffect(() => {
		if (!running) return;
		const timer = setTimeout(() => step('next'), delay);
		return () => clearTimeout(timer);
	}, [running, state, delay]);

	// The name starts with the printed word ("Prev"), so a voice-control user can say what they see.
	const arrowLabel = (node: Element, direction: 'next' | 'prev') =>
		/* translators: %s: the arrow's printed text, else "Next" or "Previous" */
		sprintf(__('%s headline'), node.textContent!.trim() || (direction === 'next' ? __('Next') : __('Previous')));

	const arrow = (node: Element, direction: 'next' | 'prev') => ({
		onClick: () => step(direction),
		onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
			if (event.key !== 'Enter' && event.key !== ' ') return;
			event.preventDefault();
			step(direction);
		},
		// With one headline there is nothing to move to (contract §3): the arrows say so.
		...(hydrated ? { role: 'button', tabIndex: 0, 'aria-label': arrowLabel(node, direction), 'aria-disabled': items.length < 2 ? 'true' : undefined } : {}),
	});

	const ticker = serverTree(printed, (node) => {
		if (node === printed)
			return {
				onFocus: () => setFocused(true),
				onBlur: (event: FocusEvent) => setFocused(element.contains(event.relatedTarget as Node | null)),
			};
		if (node.classList.contains('jeg_news_ticker_next')) return arrow(node, 'next');
		if (node.classList.contains('jeg_news_ticker_prev')) return arrow(node, 'prev');
		const index = items.indexOf(node);
		if (index < 0) return null;
		const events = { onMouseOver: () => setHovered(true), onMouseOut: () => setHovered(false) };
		if (!hydrated || state.incoming === null) return events;
		const outgoing = state.outgoing?.index === index;
		const active = state.active === index;
		const switches: Record<string, boolean> = Object.fromEntries(ANIMATION_CLASSES.map((name) => [name, false]));
		if (!reduced && active) switches[state.incoming] = true;
		if (!reduced && outgoing) switches[state.outgoing!.className] = true;
		switches.jeg_news_ticker_active = active;
		return { ...events, className: classNames(node.getAttribute('class'), switches) };
	});

	return (
		<>
			{ticker}
			{hydrated && autoplay && items.length > 1 && (
				<button type="button" className="islands-ticker-toggle" aria-pressed={stopped ? 'true' : 'false'} onClick={() => setStopped(!stopped)}>
					{stopped ? __('Play headlines') : __('Pause headlines')}
				</button>
			)}
		</>
	);
}
