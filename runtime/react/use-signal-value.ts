/**
 * State that crosses islands (the cart, the request queue, the announcer)
 * lives in signals outside any component, since islands share no parent.
 * Components read it through `useSyncExternalStore`, a React API, so the same
 * component runs under Preact in the bundle and under React in the tests.
 */
import type { ReadonlySignal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from 'react';

export function useSignalValue<T>(source: ReadonlySignal<T>): T {
	const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
	const read = useCallback(() => source.peek(), [source]);
	// The same snapshot while hydrating (the state is the page's, not a server's): React requires one
	// there and recovers from its absence by re-rendering the whole root; Preact's typings omit it.
	return (useSyncExternalStore as <S>(subscribe: (onChange: () => void) => () => void, read: () => S, readWhileHydrating: () => S) => S)(
		subscribe,
		read,
		read,
	);
}
