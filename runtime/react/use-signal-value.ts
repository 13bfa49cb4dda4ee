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
	// The same reader serves hydration: React asks for a server snapshot when it adopts printed markup.
	// (Preact's typings take two arguments; compat ignores the third.)
	const withServerSnapshot = useSyncExternalStore as unknown as (subscribe: (onChange: () => void) => () => void, read: () => T, server: () => T) => T;
	return withServerSnapshot(subscribe, read, read);
}
