/**
 * The page offset of an element's top edge, as jQuery's `offset().top` that
 * the theme's scripts read: an element with no box (`display: none`, such as
 * the desktop header's blank space on a phone) is at 0. Its bounding rect
 * would be all zeros too, so adding the scroll position would put it wherever
 * the page happened to be scrolled when it was measured.
 */
export const pageOffsetTop = (element: Element): number =>
	element.getClientRects().length === 0 ? 0 : element.getBoundingClientRect().top + window.scrollY;
