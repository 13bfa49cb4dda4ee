/**
 * The values the attribution groups show. `pageValues` holds what the last
 * tracking decision produced (null fields when tracking is off); each group
 * also has its own slot for values assigned through its public `values`
 * setter (a gateway's script may do that), which win while set. Both are
 * signals the group islands render from, created by the first caller.
 *
 * A group's slot lives on the element under a registered symbol, not in this
 * module: the element class is defined once per page, and a second copy of
 * the bundle (or a fresh module instance) must read what the first one's
 * setter stored.
 */
import { type Signal, signal } from '@preact/signals-core';
import type { AttributionValues } from './params';

/** Values as any caller may assign them: a missing or null field becomes "". */
export type GroupValues = Record<string, string | null | undefined>;

let page: Signal<AttributionValues | undefined> | undefined;
const OWN = Symbol.for('shop-islands.attribution-group-values');

export const pageValues = (): Signal<AttributionValues | undefined> => (page ??= signal(undefined));

export const groupValues = (group: Element): Signal<GroupValues | undefined> =>
	((group as Element & { [OWN]?: Signal<GroupValues | undefined> })[OWN] ??= signal(undefined));
