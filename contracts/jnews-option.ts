/**
 * The keys of the theme's `jnewsoption` global that the reading islands use
 * (contract theme-ui §0). The global is printed by wp_localize_script, so
 * flags arrive as "1"/"0", 1/0 or booleans; every key is optional and a
 * missing global leaves the features that need it inert.
 */
import { type Guard, isBoolean, isNumber, isString, optional, shape } from './guard';
import { readLocalized } from './localized';

type Loose = string | number | boolean;
const isLoose: Guard<Loose> = (value): value is Loose => isString(value) || isNumber(value) || isBoolean(value);

export interface JnewsOption {
	rtl?: Loose;
	admin_bar?: Loose;
	gif?: Loose;
	zoom_button?: Loose;
	dm_cookie_time?: Loose;
	site_slug?: string;
	site_domain?: string;
	/** The article-gallery popup's script (`magnific` or `photoswipe`): both open the product's lightbox. */
	popup_script?: string;
	/** Whether post galleries open in that popup. */
	single_gallery?: Loose;
}

const fields = {
	rtl: optional(isLoose),
	admin_bar: optional(isLoose),
	gif: optional(isLoose),
	zoom_button: optional(isLoose),
	dm_cookie_time: optional(isLoose),
	site_slug: optional(isString),
	site_domain: optional(isString),
	popup_script: optional(isString),
	single_gallery: optional(isLoose),
};

export const isJnewsOption: Guard<JnewsOption> = shape<JnewsOption>(fields);

export const readJnewsOption = (scope?: Record<string, unknown>): JnewsOption | null =>
	readLocalized('jnewsoption', isJnewsOption, fields, scope);

/** The theme's loose flags: "1", 1, true, "true", "yes" are on; everything else is off. */
export const looseTrue = (value: unknown): boolean =>
	value === true || value === 1 || (isString(value) && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase()));

/** A loose number ("7", 7), or the fallback when it is not a finite number. */
export function looseNumber(value: unknown, fallback: number): number {
	// Only strings are parsed: String() of an object with an own `toString` key throws.
	const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
	return Number.isFinite(parsed) ? parsed : fallback;
}

