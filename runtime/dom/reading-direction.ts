/**
 * Which way an element reads. Its computed `direction` is what lays it out: the `dir="rtl"`
 * WordPress prints on `<html>` for a right-to-left locale, or a theme's `direction: rtl`. Keys,
 * swipes and placements follow it rather than a page global, which a theme or a cache may leave
 * saying otherwise while the layout is mirrored.
 */
export const readsRightToLeft = (element: Element): boolean =>
	element.ownerDocument.defaultView?.getComputedStyle(element).direction === 'rtl';
