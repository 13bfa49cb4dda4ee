/**
 * A link that opens an account popup (`a.jeg_popuplink[href="#jeg_loginform"]`)
 * in the dialog service: the printed `.jeg_popupform` (with its form island)
 * moves into the dialog while it is open. A link inside an open popup
 * replaces it (login ↔ register ↔ forgot). Opening closes the mobile menu.
 */
import { type MouseEvent, useState } from 'react';
import { Dialog, MovedContent } from '../../runtime/dialog';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { POPUP_OPEN_EVENT } from './account-form';

export interface PopupLinkProps {
	popup: HTMLElement;
	title: string;
}

export function PopupLink({ element, popup, title }: PopupLinkProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	const [open, setOpen] = useState(false);
	const hydrated = useHydrated();
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
				<Dialog open title={title} hideTitle onClose={() => setOpen(false)} className="jeg_popup_dialog" stacking="replace" initialFocus="input:not([type=hidden])">
					<MovedContent source={popup} whole />
				</Dialog>
			)}
		</>
	);
}
