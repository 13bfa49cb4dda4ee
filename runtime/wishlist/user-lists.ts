/**
 * "The visitor's lists changed" across islands, after an add or a move in
 * popup mode (contract §5.5, "List rebuild"), so a list created in one popup
 * is offered by every other. The rebuild itself (`list-rebuild.ts`) comes
 * with the event, from the popup's lazy part: a container an island hydrated
 * rebuilds its copy (it subscribed); any other is rebuilt in place.
 */
import type { UserWishlist } from '../../contracts/wishlist';

export type RebuildLists = (root: Element, lists: readonly UserWishlist[]) => boolean;
type Listener = (lists: readonly UserWishlist[], rebuild: RebuildLists) => void;

const listeners = new Set<Listener>();

export function onUserLists(listener: Listener): () => void {
	listeners.add(listener);
	return () => listeners.delete(listener);
}

export function publishUserLists(lists: readonly UserWishlist[], rebuild: RebuildLists, root: ParentNode = document): void {
	// The original skips an empty or missing list set: nothing to offer instead of what is printed.
	if (!lists.length) return;
	for (const listener of listeners) listener(lists, rebuild);
	for (const container of root.querySelectorAll('.yith-wcwl-add-to-wishlist:not([data-wcwl-island])')) rebuild(container, lists);
}
