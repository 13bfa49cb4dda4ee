/**
 * The one way a widget becomes an island: a component and a function that
 * reads its props from the element's markup and the localized globals
 * (through the contract guards). When the props cannot be read (a missing or
 * corrupt global, unreadable data attributes) the markup is left exactly as
 * printed, so links and forms keep working without JavaScript; the guard has
 * already warned once.
 */
import type { ComponentType } from 'react';
import type { MountIsland } from '../loader/manifest';
import { hydrateIsland } from './island-root';

export interface IslandProps {
	/** The element the island was found on, as it is on the page. */
	element: HTMLElement;
}

export function defineIsland<P extends object>(
	readProps: (element: HTMLElement) => P | null,
	Component: ComponentType<P & IslandProps>,
): MountIsland {
	return (element, context) => {
		const props = readProps(element);
		if (!props) return;
		return hydrateIsland(element, <Component {...props} element={element} />, context);
	};
}
