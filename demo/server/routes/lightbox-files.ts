/**
 * Files the lightbox demo links to, all local (no test touches the network):
 * large generated photos (`/demo/lightbox/photo-<n>.svg`, 1200×800, so the
 * lightbox has to fit them to the window), a page for `?iframe=true`, and an
 * HTML fragment for `?ajax=true` that carries a script and an inline handler
 * the lightbox must not run, and placeholders for the `.swf` and `.mov` items.
 * Anything else under the folder is a 404 (the broken image).
 */
import type { RequestContext } from '../context';
import { send } from '../http/respond';

const PALETTE = ['#8a3b12', '#1f5f8b', '#2f6b3a', '#6b2f6b', '#8b7a1f', '#1f2933'];

export const photoSvg = (n: number): string =>
	`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="${PALETTE[n % PALETTE.length]}"/><text x="600" y="440" text-anchor="middle" font-family="Georgia, serif" font-size="240" fill="#fff">${n}</text></svg>`;

const FRAME = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Framed page</title></head><body><h1>A page in an iframe</h1><p>Loaded with ?iframe=true&amp;width=600&amp;height=400.</p></body></html>';

const FRAGMENT =
	'<div class="lightbox-fragment"><h3>Loaded by ajax</h3><p>This text came from <code>?ajax=true</code>.</p>' +
	'<script>window.__fragmentScriptRan = true;</script><img src="/demo/lightbox/none.png" alt="" onerror="window.__fragmentHandlerRan = true">' +
	'<a href="javascript:window.__fragmentLinkRan = true">A scripted link</a></div>';

/**
 * The gallery's Flash and QuickTime items, with their media types: the lightbox only links to them, and
 * following the link downloads a placeholder (the demo has no real movie to serve).
 */
const LEGACY_FILES: Record<string, string> = {
	'/demo/lightbox/intro.swf': 'application/x-shockwave-flash',
	'/demo/lightbox/interview.mov': 'video/quicktime',
};
const LEGACY_BODY = 'Demo placeholder: not a real movie.\n';

/** Answers `/demo/lightbox/…` files; false for other paths. */
export function handleLightboxFiles(ctx: RequestContext): boolean {
	const path = ctx.url.pathname;
	if (!path.startsWith('/demo/lightbox/')) return false;
	const photo = /^\/demo\/lightbox\/photo-(\d{1,3})\.svg$/.exec(path);
	const cache = { 'Cache-Control': 'public, max-age=86400' };
	if (photo) send(ctx.res, 200, 'image/svg+xml', photoSvg(Number(photo[1])), cache);
	else if (path === '/demo/lightbox/frame.html') send(ctx.res, 200, 'text/html; charset=utf-8', FRAME, cache);
	else if (path === '/demo/lightbox/fragment.html') send(ctx.res, 200, 'text/html; charset=utf-8', FRAGMENT, cache);
	else if (Object.hasOwn(LEGACY_FILES, path)) send(ctx.res, 200, LEGACY_FILES[path], LEGACY_BODY, { ...cache, 'Content-Disposition': 'attachment' });
	else send(ctx.res, 404, 'text/plain; charset=utf-8', 'Not Found');
	return true;
}
