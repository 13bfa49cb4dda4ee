/**
 * `?without=<global>`: the page as a site prints it when the script handle
 * behind a localized global is not enqueued (AJAX add to cart off, the
 * wishlist's script dequeued, a theme or child theme that drops the JNews
 * frontend script). WordPress then prints no `<script id="{handle}-js-extra">`
 * at all, so the switch removes that whole element from the finished page:
 * one place, whatever renderer printed the global.
 */
import { type Html, raw } from '../http/html';

/** Each global the switch can remove, with the script element WordPress prints it in. */
const GLOBAL_SCRIPTS = {
	wc_add_to_cart_params: 'wc-add-to-cart-js-extra',
	yith_wcwl_l10n: 'jquery-yith-wcwl-js-extra',
	jnewsoption: 'jnews-frontend-js-extra',
} as const;

export type RemovableGlobal = keyof typeof GLOBAL_SCRIPTS;

export const REMOVABLE_GLOBALS = Object.keys(GLOBAL_SCRIPTS) as RemovableGlobal[];

/** The listed globals named in `?without=` (comma- or space-separated); anything else is ignored. */
export function readWithout(query: URLSearchParams): RemovableGlobal[] {
	const names = (query.get('without') ?? '').split(/[\s,]+/);
	return REMOVABLE_GLOBALS.filter((name) => names.includes(name));
}

export function withoutGlobals(page: Html, globals: readonly RemovableGlobal[]): Html {
	if (globals.length === 0) return page;
	let text = page.value;
	for (const name of globals) {
		const id = GLOBAL_SCRIPTS[name];
		text = text.replace(new RegExp(`<script id="${id}">[\\s\\S]*?</script>\\n?`, 'g'), '');
	}
	return raw(text);
}
