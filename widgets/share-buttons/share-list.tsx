/**
 * A theme share bar, floating share column, flat post share or popular-post
 * share list (contract theme-ui §11). Clicks are handled once at the island's
 * root; icon-only links get a name; the "more" toggle reports whether the
 * secondary networks are shown. A network's URL comes from the printed link,
 * so only the theme's own share URLs are opened, always without an opener.
 * QR-code and WeChat links show their image in the islands' lightbox (the
 * theme used its magnific popup); the view loads on that first open.
 */
import { type MouseEvent, useState } from 'react';
import { openLightbox } from '../../runtime/lightbox/api';
import { openWindow } from '../../runtime/navigate';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { shareAction, shareLabel } from './share-action';

export function ShareList({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [secondaryShown, setSecondaryShown] = useState(() => printed.classList.contains('show-secondary'));
	const hydrated = useHydrated();

	const onClick = (event: MouseEvent<HTMLElement>) => {
		const link = (event.target as Element).closest<HTMLAnchorElement>('a');
		if (!link || !element.contains(link)) return;
		const action = shareAction(link);
		if (action.kind === 'follow') return;
		event.preventDefault();
		if (action.kind === 'toggle') setSecondaryShown((shown) => !shown);
		else if (action.kind === 'image') void openLightbox(link.href, { opener: link });
		else if (action.kind === 'popup') openWindow(link.href, '_blank', `noopener,${action.features}`);
	};

	return serverTree(printed, (node) => {
		if (node === printed)
			return {
				onClick,
				...(hydrated && printed.classList.contains('jeg_share_button')
					? { className: classNames(printed.getAttribute('class'), { 'show-secondary': secondaryShown }) }
					: {}),
			};
		if (!hydrated || node.localName !== 'a') return null;
		const iconOnly = !node.textContent?.trim();
		if (node.classList.contains('jeg_btn-toggle')) return { role: 'button', 'aria-expanded': secondaryShown ? 'true' : 'false', 'aria-label': shareLabel(node) };
		return iconOnly && !node.hasAttribute('aria-label') ? { 'aria-label': shareLabel(node) } : null;
	});
}
