/**
 * `interaction`: mount on the first pointer, keyboard or focus contact.
 * Every click that arrives before the island is mounted is held (its default
 * prevented) and replayed afterwards on what was clicked (a link inside a
 * share bar, not the bar), so no click is lost and a link does not navigate
 * away under the reader. If mounting fails, the
 * replayed click finds no listener and does what the markup does without us.
 */
// Pointer events cover touch in every supported browser (Safari since 13).
const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

export default function onInteraction(element: Element, start: () => Promise<void> | void): void {
	let waking = false;
	let heldClick: HTMLElement | null = null;
	const stopListening = () => {
		for (const type of WAKE_EVENTS) element.removeEventListener(type, wake);
	};
	function wake(event: Event) {
		if (event.type === 'click') {
			// Held, not handled: listeners further up (a widget already delegating from
			// `document`) must see only the replayed click, or it would count twice.
			event.preventDefault();
			event.stopImmediatePropagation();
			heldClick = event.target as HTMLElement;
		}
		if (waking) return;
		waking = true;
		Promise.resolve()
			.then(start)
			.finally(() => {
				stopListening();
				heldClick?.click();
			});
	}
	for (const type of WAKE_EVENTS) element.addEventListener(type, wake, { passive: type !== 'click' });
}
