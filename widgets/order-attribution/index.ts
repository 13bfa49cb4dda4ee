/**
 * Order attribution. Every island of it starts the page's tracker once (the
 * engine whose effect is the `sbjs_*` cookies, view-less, on every page that
 * prints `wc_order_attribution`); a `wc-order-attribution-inputs` group is
 * then a component that renders its hidden inputs, and a form or the global's
 * script puts the values where no island renders (foreign groups, 8.5.x plain
 * inputs, groups a checkout update inserted).
 */
import type { MountIsland } from '../../runtime/loader/manifest';
import { defineIsland } from '../../runtime/react/define-island';
import { AttributionInputs } from './attribution-inputs';
import { ELEMENT_NAME, isOurGroup } from './inputs-element';
import { restamp, startOrderAttribution } from './order-attribution';

const mountGroup = defineIsland((group) => {
	const tracker = startOrderAttribution();
	return tracker && isOurGroup(group) ? { prefix: tracker.prefix, fields: Object.keys(tracker.fields) } : null;
}, AttributionInputs);

const mount: MountIsland = (element, context) => {
	const tracker = startOrderAttribution();
	if (!tracker) return;
	if (element.localName === ELEMENT_NAME) return mountGroup(element, context);
	restamp(tracker);
};

export default mount;
