/**
 * A one-at-a-time FIFO: a task starts only when the previous one has settled.
 * WooCommerce needs this for cart writes: concurrent requests overwrite each
 * other's session cart (woocommerce PR #23293). A failed task never stalls the
 * tasks behind it.
 */
export type Enqueue = <T>(task: () => Promise<T>) => Promise<T>;

export function createQueue(): Enqueue {
	let tail: Promise<unknown> = Promise.resolve();
	return <T>(task: () => Promise<T>): Promise<T> => {
		const run = tail.then(task, task);
		tail = run.catch(() => undefined);
		return run;
	};
}

let cartQueue: Enqueue | undefined;

/** The queue shared by every cart write on the page (add, remove, refresh). */
export const enqueueCartRequest: Enqueue = (task) => (cartQueue ??= createQueue())(task);
