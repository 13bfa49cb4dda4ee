/**
 * The elements Tab reaches inside a container, in order, through tabbable
 * (the design card's library for this job): visible, enabled, not inert.
 */
import { tabbable } from 'tabbable';

export const focusableIn = (container: Element): HTMLElement[] => tabbable(container) as HTMLElement[];
