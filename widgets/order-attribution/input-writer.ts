/**
 * The input writer: everything that puts the tracker's values where the
 * server reads them. It defines `<wc-order-attribution-inputs>`, renders our
 * groups as islands, stamps what no island renders (`stamp-inputs.ts`) and
 * sends the blocks checkout's extension data. It is a part of its own, fetched
 * only on pages that print groups, the checkout or register forms, 8.5.x's
 * plain inputs or the blocks checkout; every other page runs the tracker alone.
 *
 * It gets the tracker as an argument and imports nothing of the island's entry,
 * so the tracker's state exists once.
 */
import type { IslandContext } from '../../runtime/loader/manifest';
import { defineIsland } from '../../runtime/react/define-island';
import { AttributionInputs } from './attribution-inputs';
import { resendWhenCheckoutLoads, sendToBlocksCheckout } from './blocks-checkout';
import { pageValues } from './group-values';
import { ELEMENT_NAME, defineInputsElement, isOurGroup } from './inputs-element';
import type { Tracker } from './order-attribution';
import { stampInputs } from './stamp-inputs';

/** Where the values go that no island renders; also for groups and forms that appeared later. */
const restamp = (tracker: Tracker): void => stampInputs(tracker.values, tracker.prefix, tracker.fields);

/** Once per page: from now on every tracking decision is written, starting with the last one. */
export function connectInputs(tracker: Tracker): void {
	if (tracker.writeInputs) return;
	defineInputsElement();
	tracker.writeInputs = () => {
		pageValues().value = tracker.values;
		restamp(tracker);
		sendToBlocksCheckout(tracker.values);
	};
	tracker.writeInputs();
	resendWhenCheckoutLoads(tracker.attributionData);
}

/** A group is an island that renders its inputs; any other element is a place to stamp. */
export function mountInputs(tracker: Tracker, element: HTMLElement, context: IslandContext) {
	connectInputs(tracker);
	if (element.localName === ELEMENT_NAME)
		return defineIsland((group) => (isOurGroup(group) ? { prefix: tracker.prefix, fields: Object.keys(tracker.fields) } : null), AttributionInputs)(element, context);
	restamp(tracker);
}
