/**
 * The QA page's accounts and REST section: one-click logins for the two demo
 * users, logout, the "expire this browser's nonces" button, the media upload fault knob
 * and the endpoints that show what checkout, registration and uploads
 * recorded. Plain forms and links: it all works without JavaScript.
 */
import { type Html, escUrl, html } from '../http/html';

export interface QaAccount {
	/** Login name of the visitor, null when logged out. */
	login: string | null;
	/** wp_logout_url() back to /demo/, when logged in. */
	logoutUrl: string | null;
	/** The `demo_media_fail` cookie's value; 0 = off. */
	mediaFail: number;
}

const loginButton = (user: string) =>
	html`<form method="post" action="/wp-login.php" class="qa-inline"><input type="hidden" name="log" value="${user}"><input type="hidden" name="pwd" value="${user}"><input type="hidden" name="redirect_to" value="/demo/"><button type="submit" class="button">Log in as ${user}</button></form>`;

const FAIL_CHOICES: readonly [value: number, label: string][] = [
	[0, 'off: uploads succeed'],
	[1, '1: upload 500, first post-process succeeds'],
	[2, '2: one post-process failure, then success'],
	[3, '3: two failures, then success'],
	[4, '4: three failures, then success'],
	[5, '5: four failures, then success (the last try)'],
	[6, '6: post-process always fails (client deletes the upload)'],
];

export function qaAccountsSection({ login, logoutUrl, mediaFail }: QaAccount): Html {
	const status = login ? html`Logged in as <strong>${login}</strong>. <a href="${escUrl(logoutUrl ?? '/wp-login.php')}">Log out</a>` : html`Logged out.`;
	const options = FAIL_CHOICES.map(([value, label]) => html`<option value="${value}"${value === mediaFail ? html` selected` : ''}>${label}</option>`);
	return html`<section class="qa-accounts" aria-labelledby="accounts"><h2 id="accounts">Accounts, nonces and REST</h2><p>${status} Users: <code>admin</code>/<code>admin</code> (administrator, sees the coming-soon banner) and <code>reader</code>/<code>reader</code> (customer).</p><div class="qa-buttons">${loginButton('admin')}${loginButton('reader')}<form method="post" action="/demo/api/expire-nonces" class="qa-inline"><button type="submit" class="button">Expire this browser&rsquo;s nonces</button></form></div><p>After &ldquo;Expire this browser&rsquo;s nonces&rdquo;, the nonces printed on its open pages are stale (other browsers keep theirs): REST calls answer 403 <code>rest_cookie_invalid_nonce</code> until the client fetches a new one from <code>admin-ajax.php?action=rest-nonce</code>.</p><form method="get" action="/demo/media-fail"><p><label>Media upload fault (<code>demo_media_fail</code>) <select name="n">${options}</select></label> <button type="submit" class="button">Apply</button></p></form><ul class="qa-list"><li><a href="/demo/api/orders"><code>/demo/api/orders</code></a> &mdash; orders with their <code>_wc_order_attribution_*</code> meta and origin</li><li><a href="/demo/api/users"><code>/demo/api/users</code></a> &mdash; users with the attribution saved at registration</li><li><a href="/demo/api/media"><code>/demo/api/media</code></a> &mdash; uploads, post-process attempts, deletions</li></ul><p>REST cases: plain permalinks (<code>?rest_route=</code>) and a nonce that is always invalid are site settings above; <a href="/demo/fault?mode=500-null&amp;endpoint=/wp/v2/users/me">a 500 whose body is <code>null</code> on <code>/wp/v2/users/me</code></a> is fault mode <code>500-null</code> below; <code>GET</code> or <code>POST /wp-json/demo/v1/ping</code> answers 204 No Content.</p></section>`;
}
