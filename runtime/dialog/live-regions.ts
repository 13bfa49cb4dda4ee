/**
 * A modal dialog makes everything outside it inert, live regions included, so
 * an announcement from the announcer (an add to cart finishing while a popup
 * is open) would be silent. While dialogs are open the announcer's regions
 * live inside the topmost one, and go back to the end of <body> when the
 * last one closes. The regions are found by id, so announcer.ts never knows.
 */
import { liveRegion, type Politeness } from '../announcer';

const POLITENESS: Politeness[] = ['polite', 'assertive'];

/** Moves the announcer's regions into `host`, or back to the body when `host` is null. */
export function hostLiveRegions(host: HTMLElement | null, doc: Document = document): void {
	for (const politeness of POLITENESS) {
		const region = liveRegion(politeness, doc);
		const target = host ?? doc.body;
		if (region.parentNode !== target) target.append(region);
	}
}
