/**
 * The footer's back-to-top link (contract theme-ui §7): shown (class `show`)
 * once the reader is more than 400 px down, at every width (the theme's 11.x
 * behaviour; CSS decides per device from the printed `desktop`/`mobile`
 * classes). A click scrolls to the top in 600 ms, at once under reduced
 * motion, and moves focus to the top of the page so keyboard users land there too.
 */
import { type MouseEvent, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { scrollPageTo } from '../../runtime/scroll';
import { useViewport } from '../../runtime/viewport/use-viewport';
import { __ } from '../../runtime/i18n';

export const SHOW_AFTER_PX = 400;
const SCROLL_MS = 600;

export function ScrollToTop({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const hydrated = useHydrated();
	const shown = useViewport((viewport) => viewport.scrollY > SHOW_AFTER_PX, false);

	const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
		event.preventDefault();
		void scrollPageTo(0, SCROLL_MS).then(() => {
			const doc = element.ownerDocument;
			const top = doc.querySelector<HTMLElement>('#back-to-top, body > :first-child');
			if (top && !top.hasAttribute('tabindex')) top.setAttribute('tabindex', '-1');
			top?.focus({ preventScroll: true });
		});
	};

	return serverTree(printed, (node) => {
		if (node === printed) return hydrated && { className: classNames(printed.getAttribute('class'), { show: shown }) };
		if (node.localName === 'a') return { onClick, ...(hydrated && !node.hasAttribute('aria-label') ? { 'aria-label': __('Back to top') } : {}) };
		return null;
	});
}
