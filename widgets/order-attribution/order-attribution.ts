/**
 * Order attribution (contract §6.1): decide whether tracking is allowed, run
 * the traffic-source engine or delete its cookies, and keep the values of the
 * last decision. Putting them where the server reads them (the inputs of the
 * checkout and register forms, the blocks checkout's extension data) is the
 * input writer's job (`input-writer.ts`), a part fetched only where that
 * markup is printed; once it has connected, every decision is written.
 * Nothing is ever sent by this module itself.
 *
 * It runs on every page that prints `wc_order_attribution`, forms or not: the
 * landing page is where the referrer and the campaign are, and every page
 * counts in the session. `window.wc_order_attribution.setOrderTracking(allow)`
 * stays the public switch (consent tools call it). Unlike the original, a
 * second run on the same page (a consent grant after the boot run) renews the
 * session without counting a second page view (contract §9.8).
 */
import { consentAtBoot, listenForConsent } from './consent';
import { type EngineSettings, clearTrackingCookies, runEngine } from './engine';
import { type AttributionValues, type WcOrderAttribution, fieldMap, isTrackingAllowed, readOrderAttribution } from './params';
import type { AttributionData } from './traffic-source';

export interface Tracker {
	global: WcOrderAttribution;
	prefix: string;
	fields: Record<string, string>;
	settings: EngineSettings;
	/** The last engine run's data. */
	data: AttributionData | undefined;
	/** An engine run happened on this page: the next one must not count a page. */
	ran: boolean;
	/** The values of the last decision. */
	values: AttributionValues;
	/** `getAttributionData()` as of now. */
	attributionData: () => AttributionValues;
	/** Writes each decision's values; set by the input writer once it has connected. */
	writeInputs?: () => void;
}

/** undefined: not started; null: the global is corrupt (warned once, stays inert). */
let tracker: Tracker | null | undefined;

/** The dotted path (`current.typ`) in the engine data; null when it leads nowhere. */
function lookup(data: unknown, path: string): string | null {
	let node = data;
	for (const key of path.split('.')) {
		if (!node || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key)) return null;
		node = (node as Record<string, unknown>)[key];
	}
	return typeof node === 'string' ? node : null;
}

/** `getAttributionData()`: field → value when tracking is allowed, else field → null. */
function attributionValues(state: Tracker): AttributionValues {
	const allowed = state.global.params.allowTracking === true;
	const values: AttributionValues = {};
	for (const [field, path] of Object.entries(state.fields)) values[field] = allowed ? lookup(state.data, path) : null;
	return values;
}

function publish(state: Tracker): void {
	state.values = attributionValues(state);
	state.writeInputs?.();
}

/** `setOrderTracking(allow)`, contract §6.1 steps 1–3. */
function setOrderTracking(state: Tracker, allowed: boolean): void {
	state.global.params.allowTracking = allowed;
	if (!allowed) clearTrackingCookies();
	else {
		try {
			state.data = runEngine(state.settings, !state.ran);
		} catch (error) {
			console.warn('[islands] order attribution: the traffic-source engine failed', error);
		}
		state.ran = true;
	}
	publish(state);
}

function boot(global: WcOrderAttribution): Tracker {
	const { params } = global;
	const state: Tracker = {
		global,
		prefix: params.prefix,
		fields: fieldMap(global),
		settings: {
			lifetimeMonths: Number(params.lifetime),
			sessionMinutes: Number(params.session),
			base64: Boolean(params.base64),
		},
		data: undefined,
		ran: false,
		values: {},
		attributionData: () => attributionValues(state),
	};
	global.getAttributionData = state.attributionData;
	global.setOrderTracking = (allow: unknown) => setOrderTracking(state, isTrackingAllowed(allow));
	let allowed = isTrackingAllowed(params.allowTracking);
	const category = params.consentCategory;
	if (category) {
		allowed = consentAtBoot(category) ?? allowed;
		listenForConsent(category, (consent) => setOrderTracking(state, consent));
	}
	setOrderTracking(state, allowed);
	return state;
}

/**
 * The page's tracker, started on the first call (when `wc_order_attribution`
 * exists); null when the global is missing or corrupt, which leaves every
 * group and form as printed.
 */
export function startOrderAttribution(): Tracker | null {
	if (tracker !== undefined) return tracker;
	const global = readOrderAttribution();
	if (global) return (tracker = boot(global));
	// A missing global may still be printed later (a deferred footer); a corrupt one has warned and stays corrupt.
	if ((globalThis as { wc_order_attribution?: unknown }).wc_order_attribution !== undefined) tracker = null;
	return null;
}
