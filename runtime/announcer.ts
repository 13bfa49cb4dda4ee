/**
 * Live-region announcements, modelled on @wordpress/a11y: the regions exist
 * before the first message (regions created together with their text are often
 * not read), a message is cleared then written 100 ms later so a repeat is
 * announced again, markup is never interpreted (textContent only), and an
 * identical repeat gets a trailing no-break space because Safari + VoiceOver
 * skip repeated strings.
 */

export type Politeness = 'polite' | 'assertive';

const FILL_DELAY_MS = 100;
const lastMessage = new WeakMap<HTMLElement, string>();

const VISUALLY_HIDDEN =
	'position:absolute;margin:-1px;padding:0;height:1px;width:1px;overflow:hidden;clip-path:inset(50%);border:0;word-wrap:normal;';

/** WordPress's own regions when the page has them, else ours, created once. */
export function liveRegion(politeness: Politeness, doc: Document = document): HTMLElement {
	const id = `a11y-speak-${politeness}`;
	let region = doc.getElementById(id);
	if (!region) {
		region = doc.createElement('div');
		region.id = id;
		region.className = 'a11y-speak-region';
		region.style.cssText = VISUALLY_HIDDEN;
		region.setAttribute('aria-live', politeness);
		region.setAttribute('aria-relevant', 'additions text');
		region.setAttribute('aria-atomic', 'true');
		doc.body.append(region);
	}
	return region;
}

/** Writes `message` into `region` so that assistive technology reads it. */
export function announceIn(region: HTMLElement, message: string): void {
	const previous = lastMessage.get(region);
	const text = previous === message ? `${message}\u00a0` : message;
	lastMessage.set(region, text);
	region.textContent = '';
	setTimeout(() => {
		region.textContent = text;
	}, FILL_DELAY_MS);
}

export const announce = (message: string, politeness: Politeness = 'polite'): void =>
	announceIn(liveRegion(politeness), message);
