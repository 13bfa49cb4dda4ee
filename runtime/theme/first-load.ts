/**
 * The theme's `jnews_first_load_action` for the post shown (theme-ajax.md
 * §7): the page's own call, made once, by the first counter block that asks,
 * until the side feed loads a post in place (§2.4) and counts its view with
 * the view counter alone. From then on the counter blocks printed with that
 * post read its answer. Reading the answer is the counter widget's.
 */
import { readFirstLoadActions } from '../../contracts/theme/globals';
import type { AjaxOutcome } from '../http/ajax';
import { themeCall } from './endpoint';

const VIEW_COUNTER = 'view_counter';

let shown: Promise<AjaxOutcome | null> | undefined;

/** `load_action[0]=…` as the original builds it (indexed, not jQuery's `[]`); no actions, no call. */
export function firstLoadCall(actions: string[], postId: number): Promise<AjaxOutcome | null> {
	if (actions.length === 0) return Promise.resolve(null);
	const fields: Record<string, unknown> = { action: 'jnews_first_load_action', jnews_id: postId };
	actions.forEach((action, index) => (fields[`load_action[${index}]`] = action));
	return themeCall(fields);
}

/** The answer for the post shown; `pageCall` is made the first time, for the post the page printed. */
export const shownPostAnswer = (pageCall: () => Promise<AjaxOutcome | null>): Promise<AjaxOutcome | null> => (shown ??= pageCall());

/** A post loaded in place is viewed: it becomes the post shown, and its view is counted when `jfla` counts views. */
export function countView(postId: number): void {
	shown = firstLoadCall(readFirstLoadActions().includes(VIEW_COUNTER) ? [VIEW_COUNTER] : [], postId);
}

/** Tests start each page afresh. */
export const resetShownPost = (): void => {
	shown = undefined;
};
