/**
 * The store notice. Printed hidden; shown unless its dismissal cookie says
 * `hidden`. The dismiss link is a button to assistive technology (Enter and
 * Space work); dismissing sets the cookie and slides the notice up in 250 ms,
 * or hides it at once under reduced motion.
 */
import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import { getCookie, setCookie } from '../../runtime/cookies';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { styleObject } from '../../runtime/react/style-object';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { slide } from '../../runtime/slide';
import { isDismissed, noticeCookieName } from './notice-cookie';
import { __ } from '../../runtime/i18n';

const SLIDE_MS = 250;
const DISMISS = 'woocommerce-store-notice__dismiss-link';

export interface StoreNoticeProps {
	cookieName: string;
}

/** No island while the cookie says the reader dismissed this notice: it stays as printed, hidden. */
export function readStoreNoticeProps(notice: HTMLElement): StoreNoticeProps | null {
	const cookieName = noticeCookieName(notice.ownerDocument);
	return isDismissed(getCookie(cookieName)) ? null : { cookieName };
}

export function StoreNotice({ element, cookieName }: StoreNoticeProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	const [dismissed, setDismissed] = useState(false);
	const hydrated = useHydrated();

	const dismiss = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
		event.preventDefault();
		if (dismissed) return;
		setCookie(cookieName, 'hidden', { path: '/' });
		void slide(element, 'up', SLIDE_MS).then(() => setDismissed(true));
	};
	const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
		if (event.key === ' ') dismiss(event);
	};

	return serverTree(printed, (node) => {
		const isDismiss = node.classList.contains(DISMISS);
		if (!hydrated) return isDismiss && { onClick: dismiss };
		if (node === printed)
			return {
				style: { ...styleObject(printed.getAttribute('style')), display: dismissed ? 'none' : 'block' },
				// Printed outside every landmark; as a labelled region screen-reader users can find and skip it.
				...(printed.hasAttribute('role') ? {} : { role: 'region', 'aria-label': __('Store notice') }),
			};
		return isDismiss && { role: 'button', onClick: dismiss, onKeyDown };
	});
}
