/**
 * Scales the article body (every `.content-inner`) the way the theme does:
 * a CSS transform from the top corner, the width divided by the level so the
 * text re-flows inside the column, and the surrounding `.entry-content` given
 * the scaled height so nothing below overlaps. Level 1 clears every style.
 * Reads all geometry first, then writes (one layout per call).
 */
export function scaleContent(doc: Document, level: number, rtl: boolean): void {
	const targets = [...doc.querySelectorAll<HTMLElement>('.content-inner')];
	doc.body.classList.toggle('jnews_zoom_activated', level !== 1);
	const reset = (inner: HTMLElement) => {
		inner.style.removeProperty('transform');
		inner.style.removeProperty('transform-origin');
		inner.style.removeProperty('overflow');
		inner.style.removeProperty('width');
		for (const child of inner.children) (child as HTMLElement).style.removeProperty('max-width');
		inner.closest<HTMLElement>('.entry-content')?.style.removeProperty('height');
	};
	if (level === 1) {
		targets.forEach(reset);
		return;
	}
	targets.forEach(reset);
	const widths = targets.map((inner) => inner.parentElement?.clientWidth ?? inner.clientWidth);
	targets.forEach((inner, index) => {
		const width = `${widths[index] / level}px`;
		inner.style.transform = `scale(${level})`;
		inner.style.transformOrigin = rtl ? 'top right' : '0 0';
		inner.style.overflow = 'hidden';
		inner.style.width = width;
		for (const child of inner.children) (child as HTMLElement).style.maxWidth = width;
	});
	const heights = targets.map((inner) => inner.getBoundingClientRect().height);
	targets.forEach((inner, index) => {
		const entry = inner.closest<HTMLElement>('.entry-content');
		if (entry) entry.style.height = `${heights[index]}px`;
	});
}
