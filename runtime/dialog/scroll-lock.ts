/**
 * Page scroll is locked while any dialog is open, without the layout jump the
 * vanishing scrollbar would cause: the body gets the scrollbar's width as
 * extra right padding, and `--islands-scrollbar-gap` on <html> tells themes
 * how much to add to their fixed headers. Counted, so stacked dialogs unlock
 * once the last one closes.
 */
let locks = 0;
let restore: (() => void) | null = null;

export function lockScroll(doc: Document = document): () => void {
	if (locks++ === 0) {
		const html = doc.documentElement;
		const body = doc.body;
		const gap = Math.max(0, (doc.defaultView?.innerWidth ?? 0) - html.clientWidth);
		const previous = { overflow: html.style.overflow, padding: body.style.paddingRight };
		const padding = parseFloat(doc.defaultView?.getComputedStyle(body).paddingRight ?? '') || 0;
		html.style.overflow = 'hidden';
		html.style.setProperty('--islands-scrollbar-gap', `${gap}px`);
		if (gap > 0) body.style.paddingRight = `${padding + gap}px`;
		restore = () => {
			html.style.overflow = previous.overflow;
			html.style.removeProperty('--islands-scrollbar-gap');
			body.style.paddingRight = previous.padding;
		};
	}
	let released = false;
	return () => {
		if (released) return;
		released = true;
		if (--locks === 0) {
			restore?.();
			restore = null;
		}
	};
}
