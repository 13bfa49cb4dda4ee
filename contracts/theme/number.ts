/**
 * A block setting or feed state read as a number. Only primitives are
 * converted: `Number()` of an object from JSON with an own `toString` key
 * (not a function) throws instead of answering, so objects read as NaN.
 */
export const numberOf = (value: unknown): number => ((typeof value === 'object' && value !== null) || typeof value === 'symbol' ? Number.NaN : Number(value));
