/**
 * The side feed's query and its rules (theme-ajax.md §2.3, spec §4): a tab or
 * a category starts again at page 1 and replaces the list; load more asks the
 * next page and appends; identical requests come from memory at once. The
 * whole `side_feed` object is sent as `data[...]`.
 */
import type { FeedResponse, SideFeedState } from '../../contracts/theme/actions';

/** Keep at least this many items after the post being read (spec §9). */
export const MIN_FOLLOWING = 5;

export type FeedChange = { kind: 'tab'; sortBy: string } | { kind: 'category'; id: string } | { kind: 'more' };

export function nextState(state: SideFeedState, change: FeedChange): SideFeedState {
	if (change.kind === 'tab') return { ...state, sort_by: change.sortBy, paged: 1 };
	if (change.kind === 'category') return { ...state, include_category: change.id, paged: 1 };
	return { ...state, paged: Number(state.paged) + 1 };
}

export const feedRequest = (state: SideFeedState) => ({ action: 'jnews_newsfeed_load', data: state });

export class FeedCache {
	private readonly entries = new Map<string, FeedResponse>();
	key = (state: SideFeedState) => JSON.stringify(feedRequest(state));
	get = (state: SideFeedState) => this.entries.get(this.key(state));
	set = (state: SideFeedState, result: FeedResponse) => void this.entries.set(this.key(state), result);
}

/** How many items follow the active one in the list (all of them when none is active). */
export function followingCount(list: Element, currentId: number): number {
	const items = Array.from(list.querySelectorAll('.jeg_post'));
	const at = items.findIndex((item) => item.getAttribute('data-id') === String(currentId));
	return at < 0 ? items.length : items.length - at - 1;
}
