/**
 * Holds every click inside an island that is not mounted yet: its default is prevented (a link
 * does not navigate, a submit button does not send the plain form, nor does Enter in a field,
 * whose implicit submission is a click on the form's button) and it stops at the island, so
 * listeners further up (a widget delegating from `document`) see only the replay. `release`
 * (called once) stops holding and replays the last held click on what was clicked: on the mounted
 * island, or, when mounting failed, on the plain markup, which then does what it does without us.
 */
export function holdClicks(element: Element): () => void {
	let held: HTMLElement | undefined;
	const hold = (event: Event) => {
		event.preventDefault();
		event.stopImmediatePropagation();
		held = event.target as HTMLElement;
	};
	element.addEventListener('click', hold);
	return () => {
		element.removeEventListener('click', hold);
		// A link the island replaced is gone: a detached link would still navigate.
		if (held && held.isConnected) held.click();
	};
}
