/**
 * Gives the main thread back between islands. `scheduler.yield()` keeps our
 * continuation at the front of the queue; the MessageChannel fallback avoids
 * setTimeout's 4 ms clamp after five nested calls, which would turn 1,000
 * islands into four seconds of waiting.
 */

interface SchedulerWithYield {
	yield(): Promise<void>;
}

let channel: MessageChannel | undefined;
const pending: Array<() => void> = [];

function viaMessageChannel(): Promise<void> {
	if (!channel) {
		channel = new MessageChannel();
		channel.port1.onmessage = () => pending.shift()?.();
	}
	return new Promise((resolve) => {
		pending.push(resolve);
		channel!.port2.postMessage(null);
	});
}

export function yieldToMain(): Promise<void> {
	const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
	if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield();
	return viaMessageChannel();
}

/** A time slice: islands mount back to back until `budgetMs` is spent, then the loop yields. */
export function createSlice(budgetMs: number, now: () => number = () => performance.now()) {
	let start = now();
	return {
		async maybeYield(): Promise<void> {
			if (now() - start < budgetMs) return;
			await yieldToMain();
			start = now();
		},
	};
}
