/**
 * "The shop is slow" while a request runs longer than a shopper expects. An
 * add may wait up to 30 s (`data-islands-timeout`), and a spinner alone for
 * that long reads as broken: after 4 s (a typical answer takes well under a
 * second; 4 s is where people start to click again or leave) the hint shows
 * and is said once, politely, while the request goes on. It goes when the
 * request ends.
 */
import { useEffect, useState } from 'react';
import { announce } from '../../runtime/announcer';
import { __ } from '../../runtime/i18n';

export const SLOW_AFTER_MS = 4000;
export const slowText = () => __('Still adding… the shop is slow to answer.');

export function useSlowNotice(busy: boolean): boolean {
	const [slow, setSlow] = useState(false);
	useEffect(() => {
		if (!busy) return setSlow(false);
		const timer = setTimeout(() => {
			setSlow(true);
			announce(slowText(), 'polite');
		}, SLOW_AFTER_MS);
		return () => clearTimeout(timer);
	}, [busy]);
	return slow && busy;
}
