/**
 * Reading the globals that `wp_localize_script` prints (`var NAME = {...}`).
 *
 * WordPress casts every top-level scalar to a string: `true` arrives as "1",
 * `false` as "", numbers as "5000". The helpers here turn those strings into
 * values with the same truthiness the original jQuery code used.
 */
import { type Guard, explain } from './guard';

/**
 * Reads `window[name]` and checks it. A missing global returns null quietly
 * (the feature is simply off, as in the original); a present but corrupt one
 * returns null with one console warning naming the bad keys.
 */
export function readLocalized<T>(
	name: string,
	guard: Guard<T>,
	fields: Record<string, Guard<unknown>>,
	scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): T | null {
	const value = scope[name];
	if (value === undefined) return null;
	if (guard(value)) return value;
	console.warn(`[islands] ${name} is corrupt (${explain(fields, value).join(', ')}); its widgets stay inert.`);
	return null;
}

/** JS truthiness of a localized boolean: any non-empty string is true, as in the original. */
export const localizedTrue = (value: string | undefined): boolean => Boolean(value);

/** A localized number such as "5000", falling back when it is not a finite number above zero. */
export function localizedPositive(value: string | undefined, fallback: number): number {
	const parsed = Number(value);
	return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}
