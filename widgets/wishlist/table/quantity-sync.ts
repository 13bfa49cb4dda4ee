/**
 * update_item_quantity (contract §3.9, §7.2, §9 #5, #6): after 1000 ms of
 * quiet per row, the row's pending request is aborted and one request sends
 * the latest value. Rows are independent. The reply is an empty body on
 * success; anything else (`0`, an error page) is a failure. A lazy part: the
 * first edit of a quantity loads it.
 */
export const QUANTITY_DEBOUNCE_MS = 1000;

export type QuantityResult = 'saved' | 'failed' | 'aborted';

export interface QuantitySync {
	/** A new value for a row: restarts the row's quiet period. */
	change(rowId: string, quantity: string): void;
	/** Stops every timer and aborts every request (unmount). */
	dispose(): void;
}

export function createQuantitySync(
	send: (rowId: string, quantity: string, signal: AbortSignal) => Promise<QuantityResult>,
	onResult: (rowId: string, result: QuantityResult) => void,
	delayMs = QUANTITY_DEBOUNCE_MS,
): QuantitySync {
	const timers = new Map<string, ReturnType<typeof setTimeout>>();
	const requests = new Map<string, AbortController>();
	return {
		change(rowId, quantity) {
			clearTimeout(timers.get(rowId));
			timers.set(
				rowId,
				setTimeout(() => {
					timers.delete(rowId);
					requests.get(rowId)?.abort();
					const controller = new AbortController();
					requests.set(rowId, controller);
					void send(rowId, quantity, controller.signal).then((result) => {
						if (requests.get(rowId) === controller) requests.delete(rowId);
						onResult(rowId, result);
					});
				}, delayMs),
			);
		},
		dispose() {
			for (const timer of timers.values()) clearTimeout(timer);
			for (const controller of requests.values()) controller.abort();
			timers.clear();
			requests.clear();
		},
	};
}
