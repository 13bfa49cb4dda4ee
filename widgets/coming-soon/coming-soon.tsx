/**
 * The coming-soon footer banner (contract §2.8, §3.5). Its dismiss link has no
 * `href`, so it is rendered as a focusable button (Enter and Space work).
 * Dismissing hides the banner at once and posts the dismissal through the
 * REST helper; on success the banner is gone for good (it is unrendered), on
 * failure it comes back with the reason after the link, said in the
 * assertive live region too, and the focus back on the link so the store
 * manager can try again.
 */
import { type KeyboardEvent, type MouseEvent, createElement, useEffect, useState } from 'react';
import { announce } from '../../runtime/announcer';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverChildren, serverProps } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { type DismissTarget, readDismissTarget, sendDismiss } from './dismiss-request';
import { __, sprintf } from '../../runtime/i18n';

const LINK = 'coming-soon-footer-banner-dismiss';

type Phase = { state: 'shown' } | { state: 'sending' } | { state: 'dismissed' } | { state: 'failed'; reason: string };

export function readComingSoonProps(banner: HTMLElement): DismissTarget | null {
	const link = banner.querySelector(`a.${LINK}`);
	return link && readDismissTarget(link);
}

export function ComingSoonBanner({ element, url, nonce }: DismissTarget & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [phase, setPhase] = useState<Phase>({ state: 'shown' });
	const hydrated = useHydrated();
	const failure = phase.state === 'failed' ? /* translators: %s: why, a failure sentence */ sprintf(__('The banner could not be dismissed: %s'), phase.reason) : null;

	const dismiss = async (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
		event.preventDefault();
		if (phase.state === 'sending') return;
		setPhase({ state: 'sending' });
		const reason = await sendDismiss({ url, nonce });
		setPhase(reason === null ? { state: 'dismissed' } : { state: 'failed', reason });
	};
	const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
		if (event.key === 'Enter' || event.key === ' ') void dismiss(event);
	};

	useEffect(() => {
		if (!failure) return;
		element.querySelector<HTMLElement>(`a.${LINK}`)?.focus();
		announce(failure, 'assertive');
	}, [failure]);

	if (phase.state === 'dismissed') return null;
	const children = serverChildren(printed, enhanceLink);
	// The banner as printed, with the failure note after the link (its last child) when there is one.
	return createElement(
		printed.localName,
		{ ...serverProps(printed), ...(hydrated && { hidden: phase.state === 'sending' }) },
		...children,
		failure && <p className="coming-soon-footer-banner__error">{failure}</p>,
	);

	function enhanceLink(node: Element) {
		if (!node.classList.contains(LINK)) return null;
		if (!hydrated) return { onClick: dismiss };
		const unlabelled = !node.textContent?.trim() && !node.getAttribute('aria-label');
		return { role: 'button', tabIndex: 0, onClick: dismiss, onKeyDown, ...(unlabelled && { 'aria-label': __('Dismiss') }) };
	}
}
