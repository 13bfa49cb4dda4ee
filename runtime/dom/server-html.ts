/**
 * The one place where a string becomes markup. Nothing else in runtime/ or
 * widgets/ writes `innerHTML`, `outerHTML`, `insertAdjacentHTML`,
 * `dangerouslySetInnerHTML`, `createContextualFragment`, `DOMParser` or
 * `document.write` (runtime/dom/sinks.test.ts scans the sources for it).
 *
 * Only markup the server renders by contract may pass, and each caller names
 * which (`ServerHtmlSource`); a user's text, a URL, a cookie or a hash is set
 * with `textContent` or attributes, never here. Parsing is inert: a template
 * (or a DOMParser document) runs no script, fires no handler and loads no
 * image until its nodes are adopted, and a `<script>` it parsed never runs,
 * even once inserted. Sources that carry markup from outside the shop's own
 * templates (lightbox `?ajax=true` pages, video embed tags, variation HTML)
 * are stripped of active content by their callers before insertion.
 *
 * The source argument is for the reader and the type checker (a new kind of
 * server HTML must be added to the list below, where it is reviewed); it
 * changes nothing at run time.
 */

/**
 * Every fragment the contracts let the server send as HTML, and the page's
 * own markup handed back to React unchanged.
 */
export type ServerHtmlSource =
	/** The page's printed markup, kept as is through hydration (read from the live element, never from a reply). */
	| 'printed'
	/** WooCommerce's fragments map `{ selector: outerHTML }` (woocommerce.md, add_to_cart / get_refreshed_fragments). */
	| 'wc-fragments'
	/** `price_html`, `availability_html`, `variation_description` of a variation (contracts/variations.ts). */
	| 'wc-variation'
	/** The wishlist plugin's fragments map (wishlist.md §4.3). */
	| 'wishlist-fragments'
	/** A wishlist reply's `message` and the localized labels that are HTML (wishlist.md §1, §3). */
	| 'wishlist-message'
	/** The estimate reply's `template` (wishlist.md §3.12) and the page reloaded after a frequently-bought add (§3). */
	| 'wishlist-template'
	/** A module page, or the block's own ad code (theme-ajax.md §1.4). */
	| 'theme-module'
	/** Mega menu posts (theme-ajax.md §4). */
	| 'theme-mega-menu'
	/** Side feed items and the post page loaded in place (theme-ajax.md §2). */
	| 'theme-side-feed'
	/** The comments template of `jnews_ajax_comment` (theme-ajax.md §6). */
	| 'theme-comments'
	/** Live search and review search results (theme-ajax.md §3, §9). */
	| 'theme-search'
	/** The header cart's detail (theme-ajax.md §8). */
	| 'theme-cart-detail'
	/** A video playlist item's embed tag, from the theme's printed items map. */
	| 'theme-playlist'
	/** A prettyPhoto `?ajax=true` page of this site (lightbox.md §2), stripped of active content by its caller. */
	| 'lightbox-ajax';

/** `html` (server-rendered by contract, see `source`) parsed inert, in `doc`. */
export function parseServerHtml(_source: ServerHtmlSource, html: string, doc: Document = document): DocumentFragment {
	const template = doc.createElement('template');
	template.innerHTML = html;
	return template.content;
}

/** A whole page the server rendered (see `source`), parsed inert into its own document: title, head and body classes included. */
export function parseServerDocument(_source: ServerHtmlSource, html: string, doc: Document = document): Document {
	return new (doc.defaultView ?? window).DOMParser().parseFromString(html, 'text/html');
}

/** The value of React's `dangerouslySetInnerHTML` for server markup (see `source`). */
export function serverHtmlProp(_source: ServerHtmlSource, html: string): { __html: string } {
	return { __html: html };
}
