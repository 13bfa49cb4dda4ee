/**
 * Page-level knobs an operator sets by markup on `<html>`:
 *   data-islands-timeout="30000"  how long a cart or wishlist request may take before it
 *                                 counts as failed (the originals had none, so a hung server
 *                                 left buttons spinning and the queue stalled).
 */
const DEFAULT_TIMEOUT_MS = 30_000;

export function requestTimeoutMs(doc: Document = document): number {
	const value = Number(doc.documentElement.getAttribute('data-islands-timeout'));
	return Number.isFinite(value) && value > 0 ? value : DEFAULT_TIMEOUT_MS;
}
