/**
 * `idle`: mount when the browser is idle, at the latest after `timeout` ms.
 * Safari and happy-dom have no requestIdleCallback; 200 ms is Astro's fallback.
 */
const FALLBACK_DELAY_MS = 200;
const IDLE_TIMEOUT_MS = 2000;

export default function onIdle(_element: Element, start: () => unknown): () => void {
	if (typeof requestIdleCallback === 'function') {
		const handle = requestIdleCallback(() => start(), { timeout: IDLE_TIMEOUT_MS });
		return () => cancelIdleCallback(handle);
	}
	const handle = setTimeout(() => start(), FALLBACK_DELAY_MS);
	return () => clearTimeout(handle);
}
