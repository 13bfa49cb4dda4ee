/**
 * Island: the coming-soon banner's dismiss link. The link has no `href`, so it
 * is made a keyboard-operable button. Dismissing hides the banner at once; if
 * the request fails, the banner and its link come back with the reason next to
 * it (said in the live region too), so the store manager can try again.
 */
import { announce } from '../../runtime/announcer';
import type { MountIsland } from '../../runtime/loader/manifest';
import { readDismissTarget, sendDismiss } from './dismiss-request';

const FAILURE_CLASS = 'coming-soon-footer-banner__error';

const mount: MountIsland = (banner) => {
	const link = banner.querySelector<HTMLElement>('a.coming-soon-footer-banner-dismiss');
	const target = link && readDismissTarget(link);
	if (!link || !target) return;
	link.setAttribute('role', 'button');
	link.tabIndex = 0;
	if (!link.textContent?.trim() && !link.getAttribute('aria-label')) link.setAttribute('aria-label', 'Dismiss');

	let sending = false;
	const dismiss = async (event: Event) => {
		event.preventDefault();
		if (sending) return;
		sending = true;
		banner.querySelector(`.${FAILURE_CLASS}`)?.remove();
		banner.hidden = true;
		const failure = await sendDismiss(target);
		sending = false;
		if (!failure) return banner.remove();
		banner.hidden = false;
		const note = banner.ownerDocument.createElement('p');
		note.className = FAILURE_CLASS;
		note.textContent = `The banner could not be dismissed: ${failure}`;
		link.after(note);
		link.focus();
		announce(note.textContent, 'assertive');
	};
	link.addEventListener('click', dismiss);
	link.addEventListener('keydown', (event) => {
		if (event.key === 'Enter' || event.key === ' ') void dismiss(event);
	});
};

export default mount;
