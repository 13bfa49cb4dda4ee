/**
 * `idle`: mount when the browser is idle, at the latest after 2 s.
 * Safari and happy-dom have no requestIdleCallback; 200 ms is Astro's fallback.
 */

/** Idle islands still waiting for their moment, on the whole page: `islands:idle` waits for them. */
export let idleWaiting = 0;

export default function onIdle(_element: Element, start: () => unknown): void {
	idleWaiting++;
	const wake = () => {
		idleWaiting--;
		start();
	};
	if (typeof requestIdleCallback !== 'undefined') requestIdleCallback(wake, { timeout: 2000 });
	else setTimeout(wake, 200);
}
