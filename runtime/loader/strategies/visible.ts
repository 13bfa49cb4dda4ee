/**
 * `visible`: mount when the island comes within one viewport of the screen,
 * so it is ready before the reader gets there (the margin WordPress's lazy
 * hydration uses).
 */
export default function onVisible(element: Element, start: () => unknown): () => void {
	if (typeof IntersectionObserver !== 'function') {
		start();
		return () => {};
	}
	const observer = new IntersectionObserver(
		(entries) => {
			if (!entries.some((entry) => entry.isIntersecting)) return;
			observer.disconnect();
			start();
		},
		{ rootMargin: '100% 0% 100% 0%' },
	);
	observer.observe(element);
	return () => observer.disconnect();
}
