/**
 * Timed auto-close (the wishlist closes its popups after 3000 ms). The clock
 * runs only while the reader is not using the dialog: it stops while the
 * pointer moves over the dialog's box (not the backdrop, whose events also
 * land on the <dialog>) and while keyboard focus is on anything but the
 * element the dialog focused when it opened. When that ends, the full delay
 * starts again, so nothing closes right after the reader looks away.
 */
import { type RefObject, useEffect, useRef } from 'react';

const within = (element: Element, event: PointerEvent): boolean => {
	const box = element.getBoundingClientRect();
	return event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
};

export function useAutoClose(
	dialog: RefObject<HTMLDialogElement | null>,
	active: boolean,
	delayMs: number | undefined,
	initialFocus: RefObject<Element | null>,
	onTimeout: () => void,
): void {
	const latest = useRef(onTimeout);
	latest.current = onTimeout;
	useEffect(() => {
		const element = dialog.current;
		if (!active || !element || !delayMs || delayMs <= 0) return;
		let timer: ReturnType<typeof setTimeout> | undefined;
		let pointer = false;
		let focus = false;
		const update = () => {
			const paused = pointer || focus;
			if (paused) {
				clearTimeout(timer);
				timer = undefined;
			} else if (timer === undefined) timer = setTimeout(() => latest.current(), delayMs);
		};
		const onPointer = (event: Event) => {
			const inside = event.type !== 'pointerleave' && within(element, event as PointerEvent);
			if (inside === pointer) return;
			pointer = inside;
			update();
		};
		const onFocus = (event: Event) => {
			focus = event.target !== initialFocus.current && event.target !== element;
			update();
		};
		element.addEventListener('pointermove', onPointer);
		element.addEventListener('pointerleave', onPointer);
		element.addEventListener('focusin', onFocus);
		update();
		return () => {
			clearTimeout(timer);
			element.removeEventListener('pointermove', onPointer);
			element.removeEventListener('pointerleave', onPointer);
			element.removeEventListener('focusin', onFocus);
		};
	}, [dialog, active, delayMs, initialFocus]);
}
