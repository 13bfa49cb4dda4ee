/**
 * A component's view of the shared scroll/resize scheduler: `select` turns
 * the frame's geometry into the little the component renders (a boolean, a
 * percentage), and the component re-renders only when that changes.
 */
import { useEffect, useRef, useState } from 'react';
import { subscribeViewport, type Viewport } from './viewport';

export function useViewport<T>(select: (viewport: Viewport) => T, initial: T): T {
	const [value, setValue] = useState(initial);
	const latest = useRef(select);
	latest.current = select;
	useEffect(() => subscribeViewport((viewport) => setValue(latest.current(viewport))), []);
	return value;
}
