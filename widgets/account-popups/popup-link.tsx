/**
 * A link that opens an account popup (`a.jeg_popuplink[href="#jeg_loginform"]`)
 * in the dialog service: the printed `.jeg_popupform` (with its form island)
 * moves into the dialog while it is open. A link inside an open popup
 * replaces it (login ↔ register ↔ forgot). Opening closes the mobile menu.
 * Closing zooms out over the theme's 500 ms (`mfp-zoom-out`, theme-ajax.md
 * §5) before the dialog goes, at once with reduced motion or when another
 * popup replaces it.
 */
import { type MouseEvent, useRef, useState } from 'react';
import { Dialog, type DialogCloseReason, MovedContent } from '../../runtime/dialog';
import { prefersReducedMotion } from '../../runtime/motion';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { POPUP_OPEN_EVENT } from './account-form';

export const CLOSE_MS = 500;

/** Plays the zoom-out on `dialog` and its backdrop; resolves when it has run (at once where the browser cannot animate). */
function zoomOut(dialog: HTMLDialogElement): Promise<unknown> {
	if (typeof dialog.animate !== 'function') return Promise.resolve();
	const timing = { duration: CLOSE_MS, easing: 'ease-in', fill: 'forwards' } as const;
	dialog.animate({ opacity: [1, 0] }, { ...timing, pseudoElement: '::backdrop' });
	return dialog.animate({ opacity: [1, 0], transform: ['scale(1)', 'scale(1.3)'] }, timing).finished;
}

export interface PopupLinkProps {
	popup: HTMLElement;
	title: string;
}

export function PopupLink({ element, popup, title }: PopupLinkProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	const [open, setOpen] = useState(false);
	const closing = useRef(false);
	const hydrated = useHydrated();
	const close = (reason: DialogCloseReason) => {
		const dialog = popup.closest('dialog');
		if (reason === 'replaced' || !dialog || prefersReducedMotion()) return setOpen(false);
		// A second close request while it zooms out is the same close.
		if (closing.current) return;
		closing.current = true;
		const gone = () => {
			closing.current = false;
			setOpen(false);
		};
		zoomOut(dialog).then(gone, gone);
	};
	const onClick = (event: MouseEvent<Element>) => {
		event.preventDefault();
		document.body.classList.remove('jeg_show_menu');
		setOpen(true);
		// After the content moved in: the form clears its message and readies its captcha.
		setTimeout(() => popup.querySelector('form')?.dispatchEvent(new CustomEvent(POPUP_OPEN_EVENT)), 0);
	};
	return (
		<>
			{serverTree(printed, (node) => node === printed && { onClick, ...(hydrated ? { 'aria-haspopup': 'dialog', 'aria-expanded': String(open) } : {}) })}
			{open && (
				<Dialog open title={title} hideTitle onClose={close} className="jeg_popup_dialog" stacking="replace" initialFocus="input:not([type=hidden])">
					<MovedContent source={popup} whole />
				</Dialog>
			)}
		</>
	);
}
