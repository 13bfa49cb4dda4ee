/**
 * State that crosses islands (the cart, the request queue, the announcer)
 * lives in signals outside any component, since islands share no parent.
 * Components read it through `useSyncExternalStore`, a React API, so the same
 * component runs under Preact in the bundle and under React in the tests.
 */
import type { ReadonlySignal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from 'react';

// Preact's typings know two arguments; React's hydration also needs the server snapshot.
const useStore = useSyncExternalStore as <T>(subscribe: (onChange: () => void) => () => void, read: () => T, readServer: () => T) => T;

export function useSignalValue<T>(source: ReadonlySignal<T>): T {
	const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
	const read = useCallback(() => source.peek(), [source]);
	// Hydration asks for the server snapshot: the server's markup was printed from the same state the page starts with.
	return useStore(subscribe, read, read);
}
