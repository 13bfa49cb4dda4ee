/** The strategy functions, in the order of STRATEGIES (the manifest stores the index). */
import onIdle from './idle';
import onInteraction from './interaction';
import onLoad from './load';
import onVisible from './visible';

/** Calls `start` once the island's moment has come; `start` resolves once the island is mounted (or failed to). */
export type StrategyFunction = (element: Element, start: () => Promise<void>) => void;

export const strategies: StrategyFunction[] = [onLoad, onIdle, onVisible, onInteraction];
