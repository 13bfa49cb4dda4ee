/**
 * The theme's boolean `data-*` attributes (`data-autoplay`, `data-nav`,
 * `data-lazyload`…) are strings, and its scripts took any non-empty string
 * as on, so `data-autoplay="false"` autoplayed. Contract theme-ui §23.8:
 * one parser everywhere; a missing attribute, empty, "0", "false", "no" and
 * "off" are off, any other printed value ("1", "true", "yes", "autoplay") is on.
 */
const OFF = new Set(['', '0', 'false', 'no', 'off']);

export const dataFlag = (value: string | null | undefined): boolean => value != null && !OFF.has(value.trim().toLowerCase());

/** A `data-*` number (`data-delay`, `data-items`, `data-margin`), or the fallback when absent, not a number or negative. */
export function dataNumber(value: string | null | undefined, fallback: number): number {
	const parsed = Number.parseInt(value ?? '', 10);
	return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}
