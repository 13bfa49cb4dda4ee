/**
 * A call to the site's generic ajax endpoint (spec §7: the theme's actions
 * and the wishlist's admin-ajax ones). Every call carries the language field
 * `lang`, as the theme's global jQuery default added it to each request,
 * wishlist calls included (theme-ajax.md §0; wishlist.md §2: from the shared
 * transport, not from `yith_wcwl_l10n`). Read here rather than through the
 * theme's options reader, whose chunk shop pages never load.
 */
import { type AjaxOptions, type AjaxOutcome, ajax } from './ajax';

/** `jnewsoption.language` (the site locale or a Polylang slug); '' where the theme printed no options. */
export function siteLanguage(): string {
	const language = (globalThis as { jnewsoption?: { language?: unknown } }).jnewsoption?.language;
	return typeof language === 'string' || typeof language === 'number' ? String(language) : '';
}

export const siteAjax = (url: string, options: AjaxOptions & { form: Record<string, unknown> }): Promise<AjaxOutcome> =>
	ajax(url, { ...options, form: { ...options.form, lang: siteLanguage() } });
