/**
 * `load`: mount as soon as the loader reaches the island. The markup is on the page before its
 * chunk is: a click in between (Add to cart on a variation form straight after a reload) is held
 * and replayed once the island is there, so it never reaches the plain form.
 */
import { holdClicks } from './hold-clicks';

export default function onLoad(element: Element, start: () => Promise<void>): void {
	// Started at once: the loader's queue has the island before it next looks whether it is idle.
	// Held from the same task on: the island mounts in a later one.
	void start().finally(holdClicks(element));
}
