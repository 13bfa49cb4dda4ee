/**
 * The page's one `jnews_first_load_action` call (theme-ajax.md §7): sent once
 * per page, only when `jfla` lists actions, with the indexed `load_action[0]`
 * encoding and the post id; the view counter only on single posts. Every
 * counter island of the post shown shares the answer; a post the side feed
 * loads in place has its own (runtime/theme/first-load.ts). Failures are
 * silent: the counters keep their printed values.
 */
import { COUNTER_TARGETS, isFirstLoadResponse } from '../../contracts/theme/actions';
import { readFirstLoadActions } from '../../contracts/theme/globals';
import { themeOptions } from '../../runtime/theme/endpoint';
import { firstLoadCall, shownPostAnswer } from '../../runtime/theme/first-load';

export type Counters = Record<string, string>;

/** The actions to send: `jfla`, without the view counter off single posts. */
export function firstLoadActions(actions: string[], isSinglePost: boolean): string[] {
	return actions.filter((action) => action !== 'view_counter' || isSinglePost);
}

/** Known counter keys of an answer; anything else is ignored (edge case 12). */
export const knownCounters = (counter: Record<string, unknown>): Counters =>
	Object.fromEntries(Object.entries(counter).filter(([key, value]) => key in COUNTER_TARGETS && typeof value === 'string')) as Counters;

function pageCall() {
	const options = themeOptions();
	return options ? firstLoadCall(firstLoadActions(readFirstLoadActions(), Boolean(options.isBlog && options.postId)), options.postId) : Promise.resolve(null);
}

/** The counters of the post shown. */
export async function firstLoadCounters(): Promise<Counters | null> {
	const outcome = await shownPostAnswer(pageCall);
	return outcome?.ok && isFirstLoadResponse(outcome.data) && outcome.data.counter ? knownCounters(outcome.data.counter) : null;
}
