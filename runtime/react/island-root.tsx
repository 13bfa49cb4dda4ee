/**
 * Rendering a React island. Each island is its own root, and Preact's `useId`
 * starts from the same value in every root (preactjs/preact#3781), so two
 * islands on one page would both produce `P0-0` for their `aria-labelledby`
 * targets. The loader hands every island a unique prefix; `useIslandId` puts
 * it in front of `useId`, which keeps ids unique across roots and stable
 * across re-renders.
 */
import { createContext, type ReactNode, useContext, useId } from 'react';
import { createRoot } from 'react-dom/client';
import type { IslandContext } from '../loader/manifest';

const IdPrefix = createContext('island-');

export function useIslandId(): string {
	return `${useContext(IdPrefix)}${useId()}`;
}

/** Renders `node` into `host` for the island described by `context`; returns the unmount function. */
export function renderIsland(host: Element, node: ReactNode, context: IslandContext): () => void {
	const root = createRoot(host);
	root.render(<IdPrefix.Provider value={context.idPrefix}>{node}</IdPrefix.Provider>);
	return () => root.unmount();
}
