/**
 * Island: the store notice. Shown unless its dismissal cookie says `hidden`;
 * the dismiss link (a button for assistive technology, Enter and Space work)
 * sets the cookie and slides the notice up in 250 ms, or hides it at once
 * under reduced motion.
 */
import { getCookie, setCookie } from '../../runtime/cookies';
import type { MountIsland } from '../../runtime/loader/manifest';
import { slideUp } from '../../runtime/slide';
import { isDismissed, noticeCookieName } from './notice-cookie';

const SLIDE_MS = 250;

const mount: MountIsland = (notice) => {
	const cookieName = noticeCookieName(notice.ownerDocument);
	if (isDismissed(getCookie(cookieName))) return;
	notice.style.display = 'block';
	// Printed outside every landmark; as a labelled region screen-reader users can find and skip it.
	if (!notice.hasAttribute('role')) {
		notice.setAttribute('role', 'region');
		notice.setAttribute('aria-label', 'Store notice');
	}
	const dismiss = notice.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link');
	if (!dismiss) return;
	dismiss.setAttribute('role', 'button');

	const onDismiss = (event: Event) => {
		event.preventDefault();
		setCookie(cookieName, 'hidden', { path: '/' });
		dismiss.removeEventListener('click', onDismiss);
		void slideUp(notice, SLIDE_MS);
	};
	dismiss.addEventListener('click', onDismiss);
	dismiss.addEventListener('keydown', (event) => {
		if (event.key !== ' ') return;
		event.preventDefault();
		dismiss.click();
	});
};

export default mount;
