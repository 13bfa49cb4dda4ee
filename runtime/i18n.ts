/**
 * The islands' own words. Each is written in English at its call, `__('Close')`, and that English
 * is its gettext msgid: the plugin prints the site language's translations under the
 * `shop-islands` text domain as `shopIslandsL10n` (English → translation) before the loader, and
 * `scripts/i18n/` extracts every `__()` call into the `.pot`. Words that come from the original
 * scripts' localized globals (`wc_add_to_cart_params.i18n_view_cart`, `yith_wcwl_l10n.labels`)
 * are read from those globals and never pass through here.
 */
import { readPerValue } from './page-global';

const L10N_GLOBAL = 'shopIslandsL10n';

const translations = readPerValue(L10N_GLOBAL, (): Record<string, unknown> => {
	const value = (globalThis as Record<string, unknown>)[L10N_GLOBAL];
	return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
});

/** `text` in the site's language: its translation when the plugin printed one, else the English. */
export function __(text: string): string {
	const translated = translations()[text];
	return typeof translated === 'string' && translated !== '' ? translated : text;
}

/**
 * `format` with its `%s` / `%d` filled in order and `%1$s`-style placeholders by position, as
 * WordPress's `sprintf` does, so a translator may reorder them.
 */
export function sprintf(format: string, ...args: ReadonlyArray<string | number>): string {
	let next = 0;
	return format.replace(/%(?:(\d+)\$)?([sd%])/g, (match, position: string | undefined, type: string) => {
		if (type === '%') return '%';
		const value = args[position ? Number(position) - 1 : next++];
		if (value === undefined) return match;
		return type === 'd' ? String(Math.trunc(Number(value))) : String(value);
	});
}
