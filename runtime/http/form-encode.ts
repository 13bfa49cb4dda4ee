/**
 * Form encoding identical to jQuery's `$.param` (non-traditional): nested
 * objects become `a[b]=1`, arrays of scalars `a[]=1`, arrays of objects
 * `a[0][b]=1`, null/undefined an empty value and functions their return value.
 * PHP parses exactly this shape into `$_POST`, and servers, WAF rules and
 * third-party `adding_to_cart` listeners rely on it.
 */

type Add = (key: string, value: unknown) => void;

/** Objects jQuery's `toType` names by their class: sent as their string value, not expanded. */
const SCALAR_OBJECTS = /^\[object (Boolean|Number|String|Date|RegExp|Error|Symbol)\]$/;

/** What jQuery expands into `key[name]` pairs: any object but an array or a boxed scalar. */
const isExpandable = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' &&
	value !== null &&
	!Array.isArray(value) &&
	!SCALAR_OBJECTS.test(Object.prototype.toString.call(value));

function build(prefix: string, value: unknown, add: Add): void {
	if (Array.isArray(value)) {
		value.forEach((item, index) => {
			if (prefix.endsWith('[]')) add(prefix, item);
			else build(`${prefix}[${typeof item === 'object' && item !== null ? index : ''}]`, item, add);
		});
	} else if (isExpandable(value)) {
		for (const key in value) build(`${prefix}[${key}]`, value[key], add);
	} else {
		add(prefix, value);
	}
}

/** `$.param(data)`: spaces as `%20`. */
export function param(data: Record<string, unknown>): string {
	const parts: string[] = [];
	const add: Add = (key, raw) => {
		const value = typeof raw === 'function' ? raw() : raw;
		parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value == null ? '' : String(value))}`);
	};
	for (const key in data) build(key, data[key], add);
	return parts.join('&');
}

/** The body `$.ajax` puts on the wire for form content: `$.param` with `%20` turned into `+`. */
export const formBody = (data: Record<string, unknown>): string => param(data).replace(/%20/g, '+');
