/**
 * `interaction`: mount on the first pointer, keyboard or focus contact.
 * Every click that arrives before the island is mounted is held and replayed
 * afterwards on what was clicked (a link inside a share bar, not the bar;
 * `hold-clicks.ts`), so no click is lost and a link does not navigate away
 * under the reader.
 */
import { holdClicks } from './hold-clicks';

// Pointer events cover touch in every supported browser (Safari since 13); none of these blocks scrolling.
const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

export default function onInteraction(element: Element, start: () => Promise<void>): void {
	// The first contact removes every wake listener at once: it runs once.
	const wake = () => {
		for (const type of WAKE_EVENTS) element.removeEventListener(type, wake);
		void start().finally(release);
	};
	// Before the hold: a click that is the first contact (a script's .click()) wakes the island before it is held.
	for (const type of WAKE_EVENTS) element.addEventListener(type, wake);
	const release = holdClicks(element);
}
