/**
 * The only way the demo builds HTML. Every interpolation is escaped unless the
 * caller wraps it in `raw()`, so a product name, a query value or a notice can
 * never inject markup by accident; `raw()` calls are the places to audit.
 */

/** A string that is already safe HTML (built by `html` or vouched for by `raw`). */
export class Html {
	constructor(readonly value: string) {}
	toString(): string {
		return this.value;
	}
}

export const raw = (value: string): Html => new Html(value);

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

/**
 * Escapes text for element content and for quoted attribute values alike, the
 * way WordPress's esc_html/esc_attr print it (`'` as `&#039;`).
 */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ENTITIES[char]);

export type Interpolation = Html | string | number | boolean | null | undefined | readonly Interpolation[];

function render(value: Interpolation): string {
	if (value instanceof Html) return value.value;
	if (Array.isArray(value)) return value.map(render).join('');
	if (value === null || value === undefined || value === false || value === true) return '';
	return escapeHtml(String(value));
}

/** Tagged template: literal parts pass through, interpolations are escaped. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): Html {
	let out = strings[0];
	for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
	return new Html(out);
}

/**
 * A URL for an href/src attribute as WordPress's esc_url prints it: `&` becomes
 * `&#038;`, quotes and angle brackets are encoded. Only server-built URLs go here.
 */
export const escUrl = (url: string): Html =>
	raw(url.replace(/&/g, '&#038;').replace(/"/g, '%22').replace(/'/g, '&#039;').replace(/</g, '%3C').replace(/>/g, '%3E'));

/** Attribute list from a record, in insertion order; `false`/`undefined` values are left out. */
export function attrs(list: Record<string, string | number | Html | boolean | undefined>): Html {
	let out = '';
	for (const [name, value] of Object.entries(list)) {
		if (value === undefined || value === false) continue;
		out += value === true ? ` ${name}` : ` ${name}="${render(value)}"`;
	}
	return raw(out);
}
