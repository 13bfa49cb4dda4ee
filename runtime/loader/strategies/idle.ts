/**
 * `idle`: mount when the browser is idle, at the latest after 2 s.
 * Safari and happy-dom have no requestIdleCallback; 200 ms is Astro's fallback.
 */
export default function onIdle(_element: Element, start: () => unknown): void {
	if (typeof requestIdleCallback === 'function') requestIdleCallback(() => start(), { timeout: 2000 });
	else setTimeout(start, 200);
}
