/** Strategy name → function; each has the shape `(element, start) => cancel`. */
import type { Strategy } from '../manifest';
import onIdle from './idle';
import onInteraction from './interaction';
import onLoad from './load';
import onVisible from './visible';

export type StrategyFunction = (element: Element, start: () => Promise<void> | void) => () => void;

export const strategies: Record<Strategy, StrategyFunction> = {
	load: onLoad,
	idle: onIdle,
	visible: onVisible,
	interaction: onInteraction,
};
