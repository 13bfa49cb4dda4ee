/**
 * The inputs must exist before a checkout or register form submits, and the
 * input writer is a part fetched after the island mounts (groups may even be
 * printed before the island loads). A form that holds a group or attribution
 * inputs and submits before they are written waits: the submit is cancelled
 * before any page handler sees it (capture on the document, ahead of
 * WooCommerce's checkout script on the form), then asked again with the same
 * submitter once every group on the page has its inputs; the hold then ends.
 * Attribution is never worth a lost order: if the writer fails or the inputs
 * do not come within `GIVE_UP_MS`, the form submits as it is. Further submits
 * while one waits are swallowed, so a double click still places one order.
 */
import type { Tracker } from './order-attribution';

/** The element `inputs-element.ts` defines; named here so this chunk does not carry the writer's modules. */
export const GROUP = 'wc-order-attribution-inputs';

const GIVE_UP_MS = 3000;

/** Groups, or 8.5.x plain hidden inputs named with the prefix. */
export const holdsInputs = (root: ParentNode, prefix: string): boolean =>
	root.querySelector(GROUP) !== null || Array.from(root.querySelectorAll('input'), (input) => input.name).some((name) => name.startsWith(prefix));

/** Every group renders its inputs once the writer has connected (duplicates remove themselves). */
const written = (tracker: Tracker): boolean =>
	tracker.writeInputs !== undefined && Array.from(document.querySelectorAll(GROUP)).every((group) => group.querySelector('input') !== null);

/** Resolves when the writer (null when it failed to load) has written every group, or after `GIVE_UP_MS`. */
function whenWritten(tracker: Tracker, writer: Promise<unknown>): Promise<void> {
	return new Promise((resolve) => {
		const observer = new MutationObserver(() => written(tracker) && done());
		const timer = setTimeout(() => done(), GIVE_UP_MS);
		function done() {
			observer.disconnect();
			clearTimeout(timer);
			resolve();
		}
		observer.observe(document, { childList: true, subtree: true });
		void writer.then((loaded) => (!loaded || written(tracker)) && done());
	});
}

/** Holds the submits of forms with attribution inputs until the writer has written them; the first submit of each form is asked again then. */
export function holdSubmitsUntilWritten(tracker: Tracker, writer: Promise<unknown>): void {
	const held = new Map<HTMLFormElement, HTMLElement | null>();
	const hold = (event: Event) => {
		const form = event.target;
		if (!(form instanceof HTMLFormElement) || (!held.has(form) && !holdsInputs(form, tracker.prefix))) return;
		event.preventDefault();
		event.stopImmediatePropagation();
		if (!held.has(form)) held.set(form, (event as SubmitEvent).submitter);
	};
	document.addEventListener('submit', hold, true);
	void whenWritten(tracker, writer).then(() => {
		document.removeEventListener('submit', hold, true);
		for (const [form, submitter] of held) form.requestSubmit(submitter && submitter.isConnected ? submitter : null);
	});
}
