/**
 * Differential journeys: each journey runs twice on the real shop, with the original scripts (the
 * plugin's widgets all off) and with the islands, side by side in two browser contexts under the
 * same settings, and must end the same: the same server state, page, announcements, focus and
 * events (`end-state.ts`). A difference fails the journey unless `intended-differences.ts` lists
 * it, with what each side ends with and why; then that side must end exactly so. Timing is never
 * compared, only end states.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { type EndState, endState, type Watch } from './end-state';
import { type IntendedDifference, INTENDED_DIFFERENCES } from './intended-differences';
import type { Mode, NeighbourRecord, ShopPage, ShopPageOptions } from './shop-session';
import { repoRoot } from './shop';
import { DEFAULTS, type ShopSettings } from './shop-settings';

/** Where both sides' end states are written, for a diff when a journey fails. */
const ENDS_DIR = path.join(repoRoot, '.test-results/differential');

export interface Journey {
	/** What the shopper does, e.g. "add to cart from /shop/"; the test's name adds the setting. */
	name: string;
	settings?: ShopSettings;
	/** The neighbour plugin's scripts on every page. */
	neighbours?: boolean;
	/**
	 * Run the two sides one after the other, not at once: for journeys that share server state a
	 * second visitor would race (both logging in as one user: WordPress keeps a user's sessions in
	 * one meta row, which two logins at once overwrite), or browser state contexts share (the
	 * clipboard).
	 */
	oneAtATime?: boolean;
	/**
	 * What the shop's own scripts, the same on both sides, say or not by timing alone: left out of
	 * both end states (WooCommerce Blocks' cart store announces an emptied cart when its refresh
	 * beats the redirect to the order received).
	 */
	unsteady?: { announced?: readonly string[] };
	/** What to compare at the end; `run` may add to it (an order it placed). */
	watch: Watch;
	/** The shopper's steps, the same in both modes; checks on the way apply to both. */
	run(shop: ShopPage): Promise<Partial<Watch> | void>;
}

type OpenShopPage = (options: ShopPageOptions) => Promise<ShopPage>;

/** The test's name: the journey, the setting it runs under, and the neighbours when they are on the page. */
export const journeyTitle = (journey: Pick<Journey, 'name' | 'settings' | 'neighbours'>) =>
	`${journey.name} [${(journey.settings ?? DEFAULTS).name}]${journey.neighbours ? ' with the neighbour plugin' : ''}`;

/** The journey again, with the neighbour plugin's scripts on every page. */
export const withNeighbours = (journey: Journey): Journey => ({ ...journey, neighbours: true });

/** The journey's files in ENDS_DIR are named after its test. */
const fileOf = (journey: Journey) =>
	journeyTitle(journey)
		.replace(/[^\w]+/g, '-')
		.replace(/^-|-$/g, '')
		.slice(0, 120);

/** Both modes' end states, side by side. */
export async function runBothWays(journey: Journey, openShopPage: OpenShopPage): Promise<Record<Mode, EndState>> {
	const side = async (mode: Mode) => {
		const shop = await openShopPage({ mode, settings: journey.settings, neighbours: journey.neighbours });
		try {
			const more = await journey.run(shop);
			return await endState(shop, { ...journey.watch, ...more });
		} catch (error) {
			if (error instanceof Error) error.message = `[${mode}] ${error.message}`;
			// What the shopper was looking at when the journey failed, beside the end states.
			mkdirSync(ENDS_DIR, { recursive: true });
			await shop.page.screenshot({ path: path.join(ENDS_DIR, `${fileOf(journey)}.${mode}.png`), fullPage: true }).catch(() => undefined);
			throw error;
		}
	};
	if (journey.oneAtATime) return { original: await side('original'), islands: await side('islands') };
	const [original, islands] = await Promise.all([side('original'), side('islands')]);
	return { original, islands };
}

const applies = (difference: IntendedDifference, journey: Journey) =>
	(difference.journeys === '*' || difference.journeys.includes(journey.name)) &&
	(!difference.settings || difference.settings.includes((journey.settings ?? DEFAULTS).name));

/** Every class token starting with `prefix`, wherever the state names classes (lists, element descriptions), and the state without them. */
export function withoutClasses(state: EndState, prefix: string): [string[], EndState] {
	const found = new Set<string>();
	// In an element's description (`a.button.islands-ready[data-x=1] "Text"`), the class with the dot before it.
	const token = new RegExp(`\\.(${prefix.replace(/[-]/g, '\\-')}[\\w-]*)(?=[.\\[ ]|$)`, 'g');
	const strip = (value: unknown, inClassList = false): unknown => {
		if (typeof value === 'string') {
			if (inClassList) return value.startsWith(prefix) ? (found.add(value), undefined) : value;
			return value.replace(token, (_, name: string) => (found.add(name), ''));
		}
		if (Array.isArray(value)) return value.map((item) => strip(item, inClassList)).filter((item) => item !== undefined);
		if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, strip(item, key === 'classes')]));
		return value;
	};
	const rest = strip(state) as EndState;
	return [[...found].sort(), rest];
}

/** The part of an end state a difference speaks of, and the end state without it. */
function split(state: EndState, at: IntendedDifference['at']): [unknown, EndState] {
	const rest: EndState = structuredClone(state);
	const [kind, key] = at.split(/:(.*)/s) as [string, string | undefined];
	switch (kind) {
		case 'class':
			return withoutClasses(state, key!);
		case 'event':
			rest.events = state.events.filter((event) => event.name !== key);
			return [state.events.filter((event) => event.name === key), rest];
		case 'element':
			delete rest.elements[key!];
			return [state.elements[key!], rest];
		case 'server':
			delete rest.server[key!];
			return [state.server[key!], rest];
		default: {
			const field = kind as 'announced' | 'alerts' | 'focus' | 'url' | 'events';
			const value = state[field];
			(rest as unknown as Record<string, unknown>)[field] = null;
			return [value, rest];
		}
	}
}

/** Fails unless both end states are equal once the listed differences are checked and set aside. */
export function expectSameEnd(journey: Journey, ends: Record<Mode, EndState>): void {
	mkdirSync(ENDS_DIR, { recursive: true });
	for (const [side, state] of Object.entries(ends)) writeFileSync(path.join(ENDS_DIR, `${fileOf(journey)}.${side}.json`), JSON.stringify(state, null, 2));
	const steady = (state: EndState): EndState => ({ ...state, announced: state.announced.filter((text) => !journey.unsteady?.announced?.includes(text)) });
	let [original, islands] = [steady(ends.original), steady(ends.islands)];
	// Marker classes first: the other checks then read the states as the original's scripts would. Then a journey's
	// difference in all its events, which makes the rows about single events (of every journey) moot for it.
	const rank = ({ at }: IntendedDifference) => (at.startsWith('class:') ? 0 : at === 'events' ? 1 : 2);
	const listed = INTENDED_DIFFERENCES.filter((entry) => applies(entry, journey)).sort((a, b) => rank(a) - rank(b));
	for (const difference of listed) {
		if (difference.at.startsWith('event:') && original.events === null) continue;
		const [was, is] = [split(original, difference.at), split(islands, difference.at)];
		difference.check(was[0], is[0]);
		original = was[1];
		islands = is[1];
		// A neighbour hears the events the recorder does: what a row says of an event holds for what it recorded of it.
		if (difference.at.startsWith('event:') || difference.at === 'events') {
			const name = difference.at.slice('event:'.length);
			const kept = (records: NeighbourRecord[]) => records.filter((record) => difference.at !== 'events' && record.entry.event !== name);
			original = { ...original, neighbours: kept(original.neighbours) };
			islands = { ...islands, neighbours: kept(islands.neighbours) };
		}
	}
	// What is left once the listed differences are set aside, where it still differs: the diff to read.
	if (JSON.stringify(original) !== JSON.stringify(islands))
		for (const [side, state] of Object.entries({ original, islands })) writeFileSync(path.join(ENDS_DIR, `${fileOf(journey)}.unlisted.${side}.json`), JSON.stringify(state, null, 2));
	// Soft: one run names every difference, not only the first.
	expect.soft(islands.server, 'the server’s state').toEqual(original.server);
	expect.soft(islands.url, 'where the page ends').toEqual(original.url);
	expect.soft(islands.elements, 'the elements the journey touched').toEqual(original.elements);
	expect.soft(islands.announced, 'what live regions said').toEqual(original.announced);
	expect.soft(islands.alerts, 'what alert() said').toEqual(original.alerts);
	expect.soft(islands.focus, 'where keyboard focus is').toEqual(original.focus);
	expect.soft(islands.events, 'the events the original scripts trigger').toEqual(original.events);
	expect.soft(islands.neighbours, 'what the neighbour plugin’s scripts recorded').toEqual(original.neighbours);
}

/** Declares one differential journey as a test. */
export function differential(journey: Journey, openShopPage: OpenShopPage): void {
	it(journeyTitle(journey), async () => expectSameEnd(journey, await runBothWays(journey, openShopPage)));
}
