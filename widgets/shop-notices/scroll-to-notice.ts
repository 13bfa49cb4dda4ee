/**
 * Bringing a notice to the reader (contract §7): the page scrolls to 100 px
 * above it over 1 s (at once under reduced motion), and the notice takes the
 * focus 500 ms after it appeared, so keyboard and screen-reader users land on
 * the message the server sent.
 */
import { pageTopOf, scrollPageTo } from '../../runtime/scroll';

const OFFSET_PX = 100;
const SCROLL_MS = 1000;
export const FOCUS_DELAY_MS = 500;

export function scrollToNotice(notice: Element | null | undefined): void {
	if (notice) void scrollPageTo(pageTopOf(notice) - OFFSET_PX, SCROLL_MS);
}

/** Scrolls to the notice and focuses it; it must be focusable (`tabindex="-1"`). */
export function focusNotice(notice: HTMLElement): void {
	scrollToNotice(notice);
	notice.focus({ preventScroll: true });
}
