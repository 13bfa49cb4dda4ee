/**
 * Error pages: the theme's 404 template (shop layout, status 404) and
 * WordPress's bare wp_die() page, as a failed nonce check prints it
 * ("The link you followed has expired.", HTTP 403).
 */
import { type Html, html } from '../http/html';
import type { PageBody } from './layout';

export const notFoundPage = (): PageBody => ({
	title: 'Page not found',
	bodyClass: 'error404',
	content: html`<div class="error-404 not-found"><h1 class="page-title">Oops! That page can&rsquo;t be found.</h1><p>Nothing was found at this location. Try the <a href="/shop/">shop</a> or the <a href="/">front page</a>.</p></div>`,
});

export function wpDiePage(title: string, message: Html, back: string | null): Html {
	return html`<!DOCTYPE html>
<html lang="en">
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex, follow"><title>${title}</title>
<style>body{background:#fff;border:1px solid #ccd0d4;color:#444;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;margin:2em auto;padding:1em 2em;max-width:700px;box-shadow:0 1px 1px rgba(0,0,0,.04)}</style>
</head>
<body id="error-page"><div class="wp-die-message"><p>${message}</p>${back ? html`<p><a href="${back}">Please try again.</a></p>` : ''}</div></body>
</html>
`;
}
