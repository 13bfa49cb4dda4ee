/**
 * Notices a page opens with (contract §7): the first `[role=alert]` notice is
 * scrolled to (100 px above it, over 1 s, instantly under reduced motion) and
 * focused after 500 ms, so keyboard and screen-reader users land on the
 * message the server sent. Also `jQuery.scroll_to_notices`, which cart and
 * checkout scripts and payment gateways call.
 */
import { pageTopOf, scrollPageTo } from '../../runtime/scroll';
import { NOTICE } from './targets';

const OFFSET_PX = 100;
const SCROLL_MS = 1000;
const FOCUS_DELAY_MS = 500;

export function scrollToNotices(notice: Element | null | undefined): void {
	if (notice) void scrollPageTo(pageTopOf(notice) - OFFSET_PX, SCROLL_MS);
}

export function focusFirstNotice(doc: Document = document): void {
	const notice = doc.querySelector<HTMLElement>(NOTICE);
	if (!notice) return;
	notice.tabIndex = -1;
	setTimeout(() => {
		scrollToNotices(notice);
		notice.focus({ preventScroll: true });
	}, FOCUS_DELAY_MS);
}
