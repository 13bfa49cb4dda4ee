/**
 * False during the first render, true from then on. A component's first
 * render must equal the server markup (hydration keeps what was printed and
 * does not compare attributes), so what the island adds to that markup
 * (roles, states, classes) waits for this flag.
 */
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
	const [hydrated, setHydrated] = useState(false);
	useEffect(() => setHydrated(true), []);
	return hydrated;
}
