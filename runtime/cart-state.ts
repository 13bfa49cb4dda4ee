/**
 * The cart as every island sees it, held in a signal outside any component:
 * each island is its own root, so there is no common parent for a context.
 * `origin` tells subscribers where the snapshot came from (the fragment cache
 * must not write back what it just restored).
 */
import { type Signal, signal } from '@preact/signals-core';
import type { Fragments } from '../contracts/woocommerce';

export type CartOrigin = 'server-page' | 'storage' | 'refresh' | 'added' | 'removed';

export interface CartSnapshot {
	fragments: Fragments | null;
	hash: string;
	origin: CartOrigin;
}

let state: Signal<CartSnapshot> | undefined;

export const cartState = (): Signal<CartSnapshot> =>
	(state ??= signal<CartSnapshot>({ fragments: null, hash: '', origin: 'server-page' }));

export function commitCart(fragments: Fragments, hash: string, origin: CartOrigin): void {
	cartState().value = { fragments, hash, origin };
}

