/**
 * Order attribution. Every island of it starts the page's tracker once (the
 * engine whose effect is the `sbjs_*` cookies, view-less, on every page that
 * prints `wc_order_attribution`). Where the page prints somewhere to write
 * the values (groups, checkout and register forms, 8.5.x plain inputs, the
 * blocks checkout), the island fetches the input writer, a part of its own: a
 * `wc-order-attribution-inputs` group is then a component that renders its
 * hidden inputs, and a form or the global's script puts the values where no
 * island renders (foreign groups, plain inputs, groups a checkout update
 * inserted). Submits wait for the inputs (`hold-submits.ts`).
 */
import type { IslandContext, MountIsland } from '../../runtime/loader/manifest';
import { holdSubmitsUntilWritten, holdsInputs } from './hold-submits';
import { type Tracker, startOrderAttribution } from './order-attribution';

/** The script that prints the global: the one element of the selector found on pages with nothing to write to. */
const GLOBAL_SCRIPT_ID = 'wc-order-attribution-js-extra';

type InputWriter = typeof import('./input-writer');
let writer: Promise<InputWriter | null> | undefined;

function inputWriter(tracker: Tracker): Promise<InputWriter | null> {
	if (writer) return writer;
	writer = import('./input-writer').catch((error: unknown) => {
		console.warn('[islands] order attribution: the input writer could not be loaded', error);
		return null;
	});
	holdSubmitsUntilWritten(tracker, writer);
	return writer;
}

async function mountInputs(tracker: Tracker, element: HTMLElement, context: IslandContext) {
	const loaded = await inputWriter(tracker);
	return loaded ? loaded.mountInputs(tracker, element, context) : undefined;
}

const mount: MountIsland = (element, context) => {
	const tracker = startOrderAttribution();
	if (!tracker) return;
	if (element.id === GLOBAL_SCRIPT_ID && !holdsInputs(element.ownerDocument, tracker.prefix)) return;
	return mountInputs(tracker, element, context);
};

export default mount;
