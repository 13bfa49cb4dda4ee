/**
 * Builds `$_POST`/`$_GET` the way PHP does from name/value pairs, so the demo
 * reads a body exactly as WooCommerce would: `a[b]=1` nests, `c[]=2` appends,
 * a repeated plain key keeps the last value, `.` and spaces in the top-level
 * name become `_`, and the input limits of a default php.ini apply.
 */

export type PhpValue = string | PhpValue[] | { [key: string]: PhpValue };

/** php.ini defaults: deeper or further variables are dropped silently. */
const MAX_NESTING = 64;
const MAX_VARS = 1000;

/** PHP arrays are ordered maps that may mix integer and string keys. */
class PhpArray {
	readonly entries = new Map<string, string | PhpArray>();
	private nextIndex = 0;

	set(key: string | null, value: string | PhpArray): void {
		const name = key ?? String(this.nextIndex);
		if (/^(0|[1-9]\d{0,15})$/.test(name)) this.nextIndex = Math.max(this.nextIndex, Number(name) + 1);
		this.entries.set(name, value);
	}

	/** Returns the nested array at `key`, replacing a scalar there as PHP does. */
	child(key: string | null): PhpArray {
		const existing = key === null ? undefined : this.entries.get(key);
		if (existing instanceof PhpArray) return existing;
		const created = new PhpArray();
		this.set(key, created);
		return created;
	}

	/** A list when the keys are exactly 0..n-1 in order, else an object. */
	toValue(): PhpValue {
		const keys = [...this.entries.keys()];
		const values = [...this.entries.values()].map((v) => (v instanceof PhpArray ? v.toValue() : v));
		if (keys.every((key, index) => key === String(index))) return values;
		const object: { [key: string]: PhpValue } = {};
		// defineProperty, so a key named "__proto__" stays an ordinary field.
		keys.forEach((key, index) =>
			Object.defineProperty(object, key, { value: values[index], enumerable: true, writable: true, configurable: true }),
		);
		return object;
	}
}

/** Splits `name[a][]` into the base name and its bracket segments (`null` = append). */
function splitName(rawName: string): { base: string; path: (string | null)[] } | null {
	const name = rawName.replace(/^ +/, '');
	const open = name.indexOf('[');
	const baseEnd = open === -1 ? name.length : open;
	const path: (string | null)[] = [];
	let cursor = open;
	while (cursor !== -1 && name[cursor] === '[') {
		const close = name.indexOf(']', cursor + 1);
		if (close === -1) break;
		const segment = name.slice(cursor + 1, close);
		path.push(segment === '' ? null : segment);
		cursor = close + 1;
	}
	// Only the part before the first "[" has its spaces and dots mangled; an
	// unmatched "[" becomes "_" and the rest of the name is kept as written.
	const unmatched = open !== -1 && path.length === 0;
	const head = name.slice(0, baseEnd).replace(/[ .]/g, '_');
	if (head === '') return null;
	return { base: unmatched ? `${head}_${name.slice(open + 1)}` : head, path };
}

/** Turns decoded name/value pairs into the nested structure PHP would see. */
export function buildPhpArray(pairs: Iterable<readonly [string, string]>): Record<string, PhpValue> {
	const root = new PhpArray();
	let count = 0;
	for (const [name, value] of pairs) {
		if (++count > MAX_VARS) break;
		const parsed = splitName(name);
		if (!parsed || parsed.path.length >= MAX_NESTING) continue;
		const keys = [parsed.base, ...parsed.path];
		let target = root;
		for (const key of keys.slice(0, -1)) target = target.child(key);
		target.set(keys[keys.length - 1], value);
	}
	// The root is always keyed by variable name; a list here only means names like "0", "1".
	const value = root.toValue();
	return Array.isArray(value) ? Object.fromEntries(value.entries()) : (value as Record<string, PhpValue>);
}

/** PHP's urldecode: `+` is a space; a malformed `%` sequence is kept literally. */
export function phpUrlDecode(text: string): string {
	const source = Buffer.from(text, 'utf8');
	const out = Buffer.alloc(source.length);
	const isHex = (byte: number | undefined) => byte !== undefined && /[0-9a-fA-F]/.test(String.fromCharCode(byte));
	let length = 0;
	for (let i = 0; i < source.length; i++) {
		if (source[i] === 0x25 && isHex(source[i + 1]) && isHex(source[i + 2])) {
			out[length++] = parseInt(source.subarray(i + 1, i + 3).toString('latin1'), 16);
			i += 2;
		} else out[length++] = source[i] === 0x2b ? 0x20 : source[i];
	}
	return out.subarray(0, length).toString('utf8');
}

/** Splits an `application/x-www-form-urlencoded` string into decoded pairs. */
export function formPairs(body: string): [string, string][] {
	return body
		.split('&')
		.filter((part) => part !== '')
		.map((part) => {
			const eq = part.indexOf('=');
			return eq === -1 ? [phpUrlDecode(part), ''] : [phpUrlDecode(part.slice(0, eq)), phpUrlDecode(part.slice(eq + 1))];
		});
}

/** `parse_str` for a form-encoded body or query string. */
export const parsePhpForm = (body: string): Record<string, PhpValue> => buildPhpArray(formPairs(body));

/** Reads a scalar field the way `$_POST['x']` is used by WooCommerce: arrays count as absent. */
export const scalar = (form: Record<string, PhpValue>, key: string): string | undefined => {
	const value = Object.prototype.hasOwnProperty.call(form, key) ? form[key] : undefined;
	return typeof value === 'string' ? value : undefined;
};
