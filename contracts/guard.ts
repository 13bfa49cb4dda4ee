/**
 * Tiny runtime guards. Every object that crosses a trust boundary (a localized
 * global printed by PHP, a JSON response, a form body the demo server receives)
 * is checked with these before use, so a corrupt value becomes a clear "invalid"
 * outcome instead of a TypeError deep inside a widget.
 */

export type Guard<T> = (value: unknown) => value is T;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const isNumber = (value: unknown): value is number =>
	typeof value === 'number' && Number.isFinite(value);

export const isStringMap = (value: unknown): value is Record<string, string> =>
	isRecord(value) && Object.values(value).every(isString);

/** A guard for an object whose listed keys pass their guards; extra keys are allowed. */
export function shape<T>(fields: { [K in keyof T]-?: Guard<T[K]> }): Guard<T> {
	return (value: unknown): value is T =>
		isRecord(value) &&
		Object.entries(fields).every(([key, guard]) => (guard as Guard<unknown>)(value[key]));
}

export const optional =
	<T>(guard: Guard<T>): Guard<T | undefined> =>
	(value: unknown): value is T | undefined =>
		value === undefined || guard(value);

export const oneOf =
	<T extends readonly unknown[]>(...values: T): Guard<T[number]> =>
	(value: unknown): value is T[number] =>
		values.includes(value);

export const either =
	<A, B>(a: Guard<A>, b: Guard<B>): Guard<A | B> =>
	(value: unknown): value is A | B =>
		a(value) || b(value);

/** Names the keys that fail, for warnings and for the demo server's 400 answers. */
export function explain(fields: Record<string, Guard<unknown>>, value: unknown): string[] {
	if (!isRecord(value)) return ['(not an object)'];
	return Object.entries(fields)
		.filter(([key, guard]) => !guard(value[key]))
		.map(([key]) => key);
}
