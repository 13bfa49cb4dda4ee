/**
 * `/demo/`: the QA start page. Every demo page with what to try on it, every
 * widget with its markup, test buttons, the page switches, the site settings,
 * the accounts and REST section (logins, nonce expiry, media fault) and the
 * fault-mode switch, all as plain forms and links that work without JavaScript.
 */
import { type Html, html } from '../http/html';
import { ARTICLES } from '../state/articles';
import { FAULT_MODES, type FaultSetting } from '../routes/fault';
import type { FileFaultSetting } from '../routes/file-fault';
import { qaFileFaultSection } from './qa-file-fault';
import type { SiteSettings } from '../routes/site-settings';
import type { PageBody } from './layout';
import { type QaAccount, qaAccountsSection } from './qa-accounts';
import { qaSettingsSection } from './qa-settings';
import { qaTestButtons } from './qa-test-buttons';
import { QA_WIDGETS } from './qa-widgets';

const PAGES: readonly [path: string, what: string][] = [
	['/', 'Front page: story teasers, "Shop picks" and "Featured variants" (variation buttons send the variation id).'],
	['/shop/', 'Whole catalogue: simple, variable ("Select options"), out of stock ("Read more"), sold individually (E-book), stock 3 (Poster).'],
	['/product/hoodie/', 'Variable product form; works without JavaScript (choose options, submit).'],
	['/product/mug/', 'Classic form add (POST, then redirect with a notice).'],
	['/cart/', 'Cart table: remove links and "Update cart" work without JavaScript; is_cart is "1" here. With the Mug in the cart, cross-sells ("You may be interested in…": Pen set, Tote bag) carry AJAX add buttons, which insert no "View cart" link here.'],
	['/checkout/', 'Classic checkout: attribution groups (one per hook, plus a gateway group before the form), Cash on delivery, "Place order" without JavaScript; then the order-received page shows the origin. The email field has a description, shown while the field has focus.'],
	['/product/beanie/', 'Hidden from the shop (reachable by URL only): colour and size swatches. With size S chosen, Red shows "Only 5 left in stock"; with L (6 left) it shows nothing. Navy comes in S only: Navy + L does not exist.'],
	['/product/beanie/?attribute_pa_color=navy&attribute_pa_size=l', 'The Beanie with the combination that does not exist preselected; the form posted without JavaScript gets an error notice.'],
	['/my-account/', 'Logged out: login form and register form (with an attribution group). Logged in: dashboard, orders, account details.'],
	['/my-account/edit-account/?blocked=1', 'Account details form (#fname, #lname, #dname, field description, password fieldset); ?blocked=1 adds onsubmit="false".'],
	['/product/notebook/', 'Quantity input printed value="1" min="2" (a minimum-quantity plugin); a no-JS add of 1 is refused with a notice.'],
	['/shop/?orderby=popularity', 'Ordering form (GET, also without JavaScript) and the result count.'],
	['/wp-login.php', 'WordPress login screen (admin/admin, reader/reader).'],
	[`/article/${ARTICLES[0].slug}/`, 'No shop markup at all: the loader must fetch no widget chunk.'],
	[`/article/${ARTICLES[0].slug}/?rest-api=1`, 'The same story as a page where a script asked for the REST API: wpApiSettings is printed, so wp.apiFetch is lent, logged out too.'],
	['/demo/article-gallery/', 'Article gallery: a post whose shortcode and block galleries open in the lightbox (jnewsoption.single_gallery on); one attachment-page link stays a link, one missing file says so in the popup; ?single_gallery=0 leaves them plain links.'],
	['/demo/gallery/', 'Lightbox: a photo set (arrows, counter, Play, thumbnails), every other content type, a broken image, deep links (#prettyPhoto[photos]/2/); ?n=40 adds a set above the thumbnail maximum.'],
	['/product/hoodie/?gallery=prettyphoto', 'The product gallery as WooCommerce 2.x printed it (a.zoom links, data-rel="prettyPhoto[product-gallery]"): the pictures open in the lightbox as one set.'],
	['/product/hoodie/?gallery=rel', 'The product gallery as an old theme printed it (rel="prettyPhoto[product-gallery]", no a.zoom): the same set in the lightbox.'],
	['/demo/gallery/#legacy', 'Lightbox: a Flash (.swf) and a QuickTime (.mov) item, which are never played: the dialog says so and links to the file.'],
	['/demo/dialog/', 'Dialog service from plain buttons: focus trap, Escape, focus return, scroll lock; one closes itself after 3 s.'],
	['/demo/many-buttons/?n=1000', 'Benchmark page: n loop buttons (1-2000) plus the header cart.'],
	['/demo/scale/modules/?n=200', 'Scale: n JNews modules (1-400), odd ones with Prev / Next, even ones with Load More; page one near the end.'],
	['/demo/scale/wishlist/?n=500', 'Scale: fills your wishlist with n synthetic products (1-500), then opens it: a 500-row wishlist table (remove, add to cart, quantities).'],
	['/demo/scale/comments/', 'Scale: a single post whose "Read All Comment" loads a 1,000-comment thread.'],
	['/?jquery=1', 'Same page with jQuery loaded first: jQuery listeners must see the events once, with jQuery-wrapped arguments.'],
	['/news/', 'JNews front page with every reading island (dark-mode switch, sticky header, tickers, sliders, GIFs); no shop markup.'],
	[`/news/${ARTICLES[0].slug}/`, 'A JNews single post on the news pages: share buttons, reading progress, zoom, selection share.'],
	['/news/staging/tickers/', 'Ticker variants: vertical (headlines move up), no delay printed (the 3000 ms default), one headline (never rotates).'],
	['/news/staging/sliders/', 'Post slider types 2, 3, 4, 7 and 8: type 2 dots only, 3 and 8 several slides with edge padding, 4 and 7 fading galleries (type 7 moved by its captions\' prev / next links).'],
	['/news/staging/hero-margins/', 'Hero blocks with data-margin 30 and 0, and a hero slider with 20: the gaps between posts, capped at 5 px at 667 px and below.'],
	['/news/staging/overlay-fullscreen/', 'Overlay slider with data-fullscreen="1": above 1024 px it fills the window under the header; thumbnails switch the picture.'],
	['/news/staging/review/', 'The jnews-review box in percentage, point and star ratings: the score, pros and cons, and bars that fill when scrolled into view.'],
	['/news/staging/share-qr/', 'A share bar with the QR-code button: it shows the post\'s code in the lightbox.'],
	['/news/staging/search/', 'The header search and, at 1023 px and below, the mobile bar\'s: the icon opens and closes the box; three letters list posts (live search).'],
	['/shop/?without=wc_add_to_cart_params', 'The shop with AJAX add to cart off (wc_add_to_cart_params not printed): add buttons are plain links that add without AJAX.'],
	['/shop/?without=yith_wcwl_l10n', 'The shop with the wishlist script dequeued (yith_wcwl_l10n not printed): "Add to wishlist" stays a plain link.'],
	['/news/a-week-without-a-phone/', 'A news post with its own zoom steps (in 5, out 4, where the theme\'s defaults are 3 and 2): the zoom buttons go from 0.6 to 1.5 instead of 0.8 to 1.3.'],
	['/article/council-budget-232/', 'A JNews archive post with the side feed, which loads posts in place. Site settings: side feed layout "pane" makes the feed scroll in a pane of its own (scrolled to its end, more posts load); JNews elements inside each post\'s body "on" puts a ticker, a video playlist and a GIF in every post, so a post opened from the side feed brings them, working.'],
	['/demo/jnews-storage/', 'The theme\'s inline jnews.library with jnews- storage entries: store expired and fresh entries, then open the page again: the bundle removes the expired ones (the library\'s own rule) and leaves the fresh one and the library.'],
	[`/news/${ARTICLES[0].slug}/?without=jnewsoption`, 'A news post without jnewsoption: the theme islands leave the markup alone (the GIF gets no play overlay) and nothing throws.'],
	['/shop/?csp=strict', 'The shop under a strict Content-Security-Policy (script-src \'self\' plus a nonce on the printed inline scripts, object-src \'none\', base-uri \'none\', no inline <style>): add to cart, mini-cart, wishlist. ?csp=strict works on every page; see SECURITY.md.'],
	['/product/hoodie/?csp=strict', 'A product page under the strict policy: variation swatches, the gallery viewer.'],
	['/demo/gallery/?csp=strict', 'The lightbox under the strict policy: photos and the ajax page in the styled dialog.'],
	['/article/council-budget-232/?csp=strict', 'An article under the strict policy: module pagination, the side feed loading a post in place.'],
	[`/news/${ARTICLES[0].slug}/?csp=strict`, 'A news post under the strict policy: dark-mode switch, GIF, ticker, share bar.'],
];

const SWITCHES: readonly [query: string, what: string][] = [
	['?jquery=1', 'load /vendor/jquery.js before the bundle'],
	['?off=add-to-cart,mini-cart', 'operator switch: <body data-islands-off="…">'],
	['?off-element=1', 'data-island-off on the first AJAX add-to-cart button'],
	['?redirect=1', 'cart_redirect_after_add = "yes"'],
	['?timeout=3000', '<html data-islands-timeout="3000">, the bundle request timeout'],
	['?tracking=0', 'wc_order_attribution.params.allowTracking = false (attribution off: no sbjs_ cookies, empty inputs)'],
	['?cart-mark=0', 'no <html data-islands-cart> (the cart the page was printed for): as a theme that enqueues the bundle without the plugin, so a first visit refreshes the fragments as WooCommerce does'],
	['?rest-api=1', 'wpApiSettings on any page, for any visitor, as when a page script depends on wp-api-request: wp.apiFetch is lent'],
	['?csp=strict', "send a strict Content-Security-Policy with this page (script-src 'self' 'nonce-…'; object-src 'none'; base-uri 'none'; style-src-elem without 'unsafe-inline'; style attributes allowed): the printed inline scripts carry the nonce"],
	['?dir=rtl', 'the page as a right-to-left site prints it: <html dir="rtl" lang="he-IL">, body.rtl, jnewsoption.rtl and flexslider.rtl on, the RTL stylesheet (every page: the direction site setting; ?dir=ltr undoes it for one page)'],
	['?without=wc_add_to_cart_params,yith_wcwl_l10n,jnewsoption', 'leave out those localized globals (their whole <script id="…-js-extra">), as when the handle is not enqueued'],
];

function faultForm(current: FaultSetting | null, endpoints: readonly string[]): Html {
	const mode = current?.mode ?? 'none';
	const radios = ['none', ...FAULT_MODES].map(
		(m) => html`<label class="fault-option"><input type="radio" name="mode" value="${m}"${m === mode ? html` checked` : ''}> ${m}</label>`,
	);
	const options = ['', ...endpoints].map(
		(e) => html`<option value="${e}"${(current?.endpoint ?? '') === e ? html` selected` : ''}>${e || 'every endpoint'}</option>`,
	);
	const status = current ? html`<strong>${current.mode}</strong>${current.mode === 'latency' ? ` (${current.latencyMs} ms)` : ''} on ${current.endpoint ?? 'every endpoint'}` : html`<strong>off</strong>`;
	return html`<section class="qa-fault" aria-labelledby="fault"><h2 id="fault">Fault mode</h2><p>Current: ${status}. Applies to <code>/?wc-ajax=</code>, <code>/wp-admin/admin-ajax.php</code> and <code>/wp-json/</code> only; pages and files are never affected (files have their own switch, below). Tests can send the header <code>X-Demo-Fault: &lt;mode&gt;</code> instead (it wins over the cookie).</p><form method="get" action="/demo/fault"><fieldset><legend>Mode</legend>${radios}</fieldset><p><label>Latency (ms) <input type="number" name="latency" min="0" max="60000" step="100" value="${current?.latencyMs ?? 1500}"></label></p><p><label>Only for <select name="endpoint">${options}</select></label></p><p><button type="submit" class="button">Apply</button></p></form><form method="post" action="/demo/api/reset"><p><button type="submit" class="button">Reset demo state</button> (empties every cart and the request logs)</p></form></section>`;
}

export function qaPage(fault: FaultSetting | null, endpoints: readonly string[], account: QaAccount, settings: SiteSettings, fileFault: FileFaultSetting | null): PageBody {
	const pages = PAGES.map(([path, what]) => html`<li><a href="${path}"><code>${path}</code></a> &mdash; ${what}</li>`);
	const widgets = QA_WIDGETS.map(
		(w) => html`<tr><th scope="row"><code>${w.name}</code></th><td><code class="markup">${w.markup}</code></td><td>${w.pages.map((p, i) => html`${i ? ', ' : ''}<a href="${p}">${p}</a>`)}</td><td>${w.tryIt}</td></tr>`,
	);
	const switches = SWITCHES.map(([q, what]) => html`<li><code>${q}</code> &mdash; ${what}</li>`);
	return {
		title: 'QA',
		bodyClass: 'page demo-qa',
		content: html`<h1 class="entry-title">QA start page</h1><p>This site imitates WordPress + WooCommerce + a Storefront-like theme. The islands bundle replaces WooCommerce's jQuery scripts; every page loads only <code>/dist/islands.js</code>.</p><section aria-labelledby="pages"><h2 id="pages">Pages</h2><ul class="qa-list">${pages}</ul></section><section aria-labelledby="widgets"><h2 id="widgets">Widgets</h2><div class="table-wrap"><table class="qa-widgets"><thead><tr><th scope="col">Widget</th><th scope="col">Markup</th><th scope="col">Where</th><th scope="col">Try</th></tr></thead><tbody>${widgets}</tbody></table></div></section>${qaTestButtons()}<section aria-labelledby="switches"><h2 id="switches">Page switches</h2><p>Add to any page URL; combine with <code>&amp;</code>.</p><ul class="qa-list">${switches}</ul></section>${qaSettingsSection(settings)}${qaAccountsSection(account)}${faultForm(fault, endpoints)}${qaFileFaultSection(fileFault)}<section aria-labelledby="api"><h2 id="api">What the server saw</h2><ul class="qa-list"><li><a href="/demo/api/requests"><code>/demo/api/requests</code></a> &mdash; every AJAX request in order, with its parsed body</li><li><a href="/demo/api/violations"><code>/demo/api/violations</code></a> &mdash; requests that broke the wire contract</li></ul></section>`,
	};
}
