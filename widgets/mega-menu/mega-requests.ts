/**
 * Mega menu requests (theme-ajax.md §4.2): the panel build on first open and
 * a sub-category's posts on hover. Answers are kept by their parameters (a
 * menu never asks twice for the same panel or category), and all mega menus
 * share one request slot: a new one aborts the one in flight (edge case 15),
 * whose menu simply asks again on its next open.
 */
import { megaBuildAction, megaCategoryAction, type MegaMenuType } from '../../contracts/theme/actions';
import { failureText } from '../../runtime/http/ajax';
import { themeCall } from '../../runtime/theme/endpoint';
import { __ } from '../../runtime/i18n';

export interface MegaQuery {
	type: MegaMenuType;
	kind: 'build' | 'category';
	catId: string;
	number: string;
	tags: string;
}

export function megaFields(query: MegaQuery): Record<string, string> {
	if (query.kind === 'category') return { action: megaCategoryAction(query.type), cat_id: query.catId, number: query.number };
	return { action: megaBuildAction(query.type), cat_id: query.catId, number: query.number, tags: query.type === 2 ? query.tags : '' };
}

let answers: Map<string, string> | undefined;
let inFlight: AbortController | undefined;

/** The panel or container HTML, or why there is none; null when a newer request replaced this one. */
export type MegaAnswer = { ok: true; html: string } | { ok: false; reason: string } | null;

const nothingSent = () => __('The server sent nothing to show.');

export async function megaHtml(query: MegaQuery): Promise<MegaAnswer> {
	answers ??= new Map();
	const fields = megaFields(query);
	const key = JSON.stringify(fields);
	const known = answers.get(key);
	if (known !== undefined) return { ok: true, html: known };
	inFlight?.abort();
	const controller = new AbortController();
	inFlight = controller;
	const outcome = await themeCall(fields, { expect: 'text', signal: controller.signal });
	if (inFlight === controller) inFlight = undefined;
	if (!outcome.ok) return outcome.kind === 'aborted' ? null : { ok: false, reason: failureText(outcome) };
	if (typeof outcome.data !== 'string' || outcome.data.trim() === '') return { ok: false, reason: nothingSent() };
	answers.set(key, outcome.data);
	return { ok: true, html: outcome.data };
}

/** Carousel items per row (spec §9: 3 to 6): `data-item-row` when a number, else by sub-categories and header width. */
export function itemsPerRow(itemRow: string | null, hasSubcat: boolean, fullWidth: boolean): number {
	const given = Number(itemRow);
	if (Number.isInteger(given) && given > 0) return Math.min(6, Math.max(3, given));
	if (hasSubcat) return fullWidth ? 5 : 3;
	return fullWidth ? 6 : 4;
}
