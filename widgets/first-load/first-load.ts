/**
 * The page's one `jnews_first_load_action` call (theme-ajax.md §7): sent once
 * per page, only when `jfla` lists actions, with the indexed `load_action[0]`
 * encoding and the post id; the view counter only on single posts. Every
 * counter island on the page shares the answer. Failures are silent: the
 * counters keep their printed values.
 */
import { COUNTER_TARGETS, isFirstLoadResponse } from '../../contracts/theme/actions';
import { readFirstLoadActions } from '../../contracts/theme/globals';
import { themeCall, themeOptions } from '../../runtime/theme/endpoint';

export type Counters = Record<string, string>;

let answer: Promise<Counters | null> | undefined;

/** The actions to send: `jfla`, without the view counter off single posts. */
export function firstLoadActions(actions: string[], isSinglePost: boolean): string[] {
	return actions.filter((action) => action !== 'view_counter' || isSinglePost);
}

/** `load_action[0]=…` as the original builds it (indexed, not jQuery's `[]`). */
export function firstLoadFields(actions: string[], postId: number): Record<string, unknown> {
	const fields: Record<string, unknown> = { action: 'jnews_first_load_action', jnews_id: postId };
	actions.forEach((action, index) => (fields[`load_action[${index}]`] = action));
	return fields;
}

/** Known counter keys of an answer; anything else is ignored (edge case 12). */
export const knownCounters = (counter: Record<string, unknown>): Counters =>
	Object.fromEntries(Object.entries(counter).filter(([key, value]) => key in COUNTER_TARGETS && typeof value === 'string')) as Counters;

export function firstLoadCounters(): Promise<Counters | null> {
	answer ??= (async () => {
		const options = themeOptions();
		const actions = firstLoadActions(readFirstLoadActions(), Boolean(options?.isBlog && options.postId));
		if (!options || actions.length === 0) return null;
		const outcome = await themeCall(firstLoadFields(actions, options.postId));
		return outcome.ok && isFirstLoadResponse(outcome.data) && outcome.data.counter ? knownCounters(outcome.data.counter) : null;
	})();
	return answer;
}

/** Tests start each page afresh. */
export const resetFirstLoad = (): void => {
	answer = undefined;
};
