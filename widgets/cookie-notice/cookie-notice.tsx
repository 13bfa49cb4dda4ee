/**
 * The theme's cookie-law notice (contract theme-ui §14), printed hidden by
 * CSS for logged-out visitors. Shown (faded in, about 600 ms) until accepted;
 * accepting stores the consent's expiry, `data-expire` days ahead, in
 * `jnews_cookie_law` on the theme's path and domain, and fades the notice out.
 * A labelled region that never takes focus: it must not interrupt reading.
 */
import { type MouseEvent, useEffect, useState } from 'react';
import { type JnewsOption } from '../../contracts/jnews-option';
import { getCookie, setCookie } from '../../runtime/cookies';
import { prefersReducedMotion } from '../../runtime/motion';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { styleObject } from '../../runtime/react/style-object';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { COOKIE_LAW, consentExpiry, consentValid } from './cookie-law';
import { __ } from '../../runtime/i18n';

const FADE_MS = 600;

export interface CookieNoticeProps {
	option: JnewsOption | null;
}

export function CookieNotice({ element, option }: CookieNoticeProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [accepted, setAccepted] = useState(() => consentValid(getCookie(COOKIE_LAW), Date.now()));
	const [gone, setGone] = useState(accepted);
	const [fadedIn, setFadedIn] = useState(false);
	const hydrated = useHydrated();

	// The notice is first drawn at opacity 0; reading its computed style makes the browser settle that
	// before opacity goes to 1, else both land in one style pass and it appears at once, with no fade.
	useEffect(() => {
		if (!hydrated || gone) return;
		void getComputedStyle(element).opacity;
		setFadedIn(true);
	}, [hydrated]);

	const accept = (event: MouseEvent<HTMLElement>) => {
		event.preventDefault();
		const expiry = consentExpiry(event.currentTarget.getAttribute('data-expire'), Date.now());
		setCookie(COOKIE_LAW, String(expiry), {
			expires: new Date(expiry),
			path: option?.site_slug || '/',
			domain: option?.site_domain || location.hostname,
		});
		setAccepted(true);
	};

	// The fade ends in display: none; an unmount mid-fade cancels it.
	useEffect(() => {
		if (!accepted || gone) return;
		const timer = setTimeout(() => setGone(true), prefersReducedMotion() ? 0 : FADE_MS);
		return () => clearTimeout(timer);
	}, [accepted, gone]);

	return serverTree(printed, (node) => {
		if (node.matches('button.btn-cookie')) return { onClick: accept };
		if (node !== printed || !hydrated) return null;
		const fade = prefersReducedMotion() ? 'none' : `opacity ${FADE_MS}ms ease`;
		return {
			role: 'region',
			'aria-label': __('Cookie notice'),
			style: { ...styleObject(printed.getAttribute('style')), display: gone ? 'none' : 'block', opacity: fadedIn && !accepted ? '1' : '0', transition: fade },
		};
	});
}
