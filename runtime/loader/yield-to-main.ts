/**
 * Gives the main thread back between islands. `scheduler.yield()` keeps our
 * continuation at the front of the queue; elsewhere a timeout does. The loop
 * yields once per 5 ms slice, not per island, so setTimeout's 4 ms clamp
 * after five nested calls adds a few milliseconds to 1,000 islands at most.
 */

interface SchedulerWithYield {
	yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
	const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
	return scheduler && scheduler.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}

/** A time slice: islands mount back to back until `budgetMs` is spent, then the loop yields. */
export function createSlice(budgetMs: number) {
	let start = performance.now();
	return async function maybeYield(): Promise<void> {
		if (performance.now() - start < budgetMs) return;
		await yieldToMain();
		start = performance.now();
	};
}
