/**
 * The two ways an island's component reaches the page. `hydrateIsland` adopts
 * markup the PHP printed, in place, through a root fragment (the element keeps
 * its siblings, listeners other scripts bound on it, focus and scroll).
 * `renderIsland` renders into a container the island owns (a dialog host).
 *
 * Each island is its own root, and Preact's `useId` starts from the same value
 * in every root (preactjs/preact#3781), so two islands on one page would both
 * produce `P0-0` for their `aria-labelledby` targets. The loader hands every
 * island a unique prefix; `useIslandId` puts it in front of `useId`, which
 * keeps ids unique across roots and stable across re-renders.
 */
import { createContext, type ReactNode, useContext, useId } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { IslandContext, Unmount } from '../loader/manifest';
import { setCommentsAside } from './printed-comments';
import { createRootFragment } from './root-fragment';

const IdPrefix = createContext('island-');

export function useIslandId(): string {
	return `${useContext(IdPrefix)}${useId()}`;
}

const withPrefix = (node: ReactNode, context: IslandContext) => (
	<IdPrefix.Provider value={context.idPrefix}>{node}</IdPrefix.Provider>
);

/**
 * Hydrates `node` over `element`, whose server markup its first render must reproduce. The
 * unmount it returns also tells the loader whether the island is still on the page: one that
 * wraps its element in new markup (the GIF player) has replaced the element, not left.
 */
export function hydrateIsland(element: Element, node: ReactNode, context: IslandContext): Unmount {
	const fragment = createRootFragment(element);
	const putCommentsBack = setCommentsAside(element);
	const root = hydrateRoot(fragment as unknown as Element, withPrefix(node, context));
	putCommentsBack();
	return Object.assign(() => root.unmount(), { connected: fragment.connected });
}

/** Renders `node` into `host`, a container the island owns; returns the unmount function. */
export function renderIsland(host: Element, node: ReactNode, context: IslandContext): () => void {
	const root = createRoot(host);
	root.render(withPrefix(node, context));
	return () => root.unmount();
}
