/**
 * A listener on something outside the island (document, window, body) for as
 * long as the island is mounted. The latest handler is always called, so
 * callers need not memoise it, and the listener is bound once.
 */
import { useEffect, useRef } from 'react';

export function useDomEvent<K extends keyof DocumentEventMap>(
	target: Document | Window | HTMLElement | null | undefined,
	type: K | (string & {}),
	handler: (event: Event) => void,
	options?: AddEventListenerOptions,
): void {
	const latest = useRef(handler);
	latest.current = handler;
	const capture = options?.capture ?? false;
	const passive = options?.passive;
	useEffect(() => {
		if (!target) return;
		const listener = (event: Event) => latest.current(event);
		target.addEventListener(type, listener, { capture, passive });
		return () => target.removeEventListener(type, listener, { capture });
	}, [target, type, capture, passive]);
}
