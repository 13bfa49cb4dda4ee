/**
 * The article text zoom (contract theme-ui §2): the printed out, in and reset
 * buttons become labelled buttons that report their bounds (`aria-disabled`,
 * still focusable so keyboard users do not lose their place), the bar shows
 * the level, and the level lives in the session cookie `zoom_position` on
 * path `/`, so the next article opens at the same size. A change of window
 * width resets to 1, as in the theme; a height-only change (a phone's URL bar)
 * does not.
 */
import { useEffect, useRef, useState } from 'react';
import { getCookie, setCookie } from '../../runtime/cookies';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { subscribeViewport } from '../../runtime/viewport/viewport';
import { scaleContent } from './scale-content';
import { barPercent, stepLevel, storedLevel, type ZoomBounds } from './zoom-level';
import { __ } from '../../runtime/i18n';

export const ZOOM_COOKIE = 'zoom_position';
/** The theme re-measures shortly after a change, once fonts and images have re-flowed. */
const REMEASURE_MS = 150;

export interface ZoomProps {
	bounds: ZoomBounds;
	rtl: boolean;
}

const labels = (): Record<string, string> => ({
	'zoom-out': __('Decrease text size'),
	'zoom-in': __('Increase text size'),
	'zoom-reset': __('Reset text size'),
});

export function ZoomControl({ element, bounds, rtl }: ZoomProps & IslandProps) {
	const doc = element.ownerDocument;
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [level, setLevel] = useState(() => storedLevel(getCookie(ZOOM_COOKIE), bounds));
	const hydrated = useHydrated();
	const firstRun = useRef(true);

	useEffect(() => {
		scaleContent(doc, level, rtl);
		// The stored level is applied without rewriting the cookie; every change writes it.
		if (!firstRun.current) setCookie(ZOOM_COOKIE, String(level), { path: '/' });
		firstRun.current = false;
		const remeasure = setTimeout(() => scaleContent(doc, level, rtl), REMEASURE_MS);
		return () => clearTimeout(remeasure);
	}, [doc, level, rtl]);

	useEffect(() => {
		let width = -1;
		return subscribeViewport((viewport) => {
			if (width >= 0 && viewport.width !== width) setLevel(1);
			width = viewport.width;
		});
	}, []);

	const change = (next: number) => () => setLevel(next);
	const actions: Record<string, () => void> = {
		'zoom-out': change(stepLevel(level, -1, bounds)),
		'zoom-in': change(stepLevel(level, 1, bounds)),
		'zoom-reset': change(1),
	};
	const atBound: Record<string, boolean> = { 'zoom-out': level <= bounds.min, 'zoom-in': level >= bounds.max, 'zoom-reset': level === 1 };

	return serverTree(printed, (node) => {
		const name = Object.keys(actions).find((key) => node.classList.contains(key));
		if (name && node.localName === 'button')
			return {
				onClick: actions[name],
				...(hydrated ? { 'aria-label': labels()[name], 'aria-disabled': atBound[name] ? 'true' : 'false' } : {}),
			};
		if (hydrated && node.classList.contains('zoom-bar')) return { style: { width: `${barPercent(level)}%` } };
		return null;
	});
}
