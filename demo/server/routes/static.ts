/**
 * Files: the built bundle (`/dist/`), jQuery for the compat page, the demo's
 * stylesheet and its generated images. Hashed chunks are cached for a year;
 * everything else revalidates, so a rebuild shows up on the next reload.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RequestContext } from '../context';
import { send, sendText } from '../http/respond';
import { pictureSvg, tileSvg } from '../render/product-image';
import { findArticle } from '../state/articles';
import { findBySlug } from '../state/catalogue';
import { findImageFile } from '../state/product-images';

/** `hoodie-2` → `Hoodie 2`: what a product picture shows. */
const pictureLabel = (file: string): string => (file.charAt(0).toUpperCase() + file.slice(1)).replace(/-/g, ' ');

const TYPES: Record<string, string> = {
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.map': 'application/json; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.txt': 'text/plain; charset=utf-8',
	'.html': 'text/html; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Compressed copies, keyed by path + mtime + size so a rebuild invalidates them. */
const gzipCache = new Map<string, Buffer>();

/**
 * Sends one file from inside `root`. `relative` comes from the URL: it is
 * decoded once and must resolve inside `root` (no `..`, no absolute paths).
 */
export async function serveFile(ctx: RequestContext, root: string, relative: string, cacheControl: string): Promise<void> {
	let decoded: string;
	try {
		decoded = decodeURIComponent(relative);
	} catch {
		return sendText(ctx.res, 400, 'Bad Request');
	}
	const base = resolve(root);
	const file = resolve(base, decoded);
	if (decoded.includes('\0') || !file.startsWith(base + sep)) return sendText(ctx.res, 404, 'Not Found');
	const info = await stat(file).catch(() => null);
	if (!info?.isFile()) return sendText(ctx.res, 404, 'Not Found');
	const type = TYPES[extname(file)] ?? 'application/octet-stream';
	const headers: Record<string, string> = { 'Cache-Control': cacheControl, Vary: 'Accept-Encoding', 'Last-Modified': info.mtime.toUTCString() };
	let body: Buffer = await readFile(file);
	const compressible = /^(text\/|application\/json|image\/svg)/.test(type) && body.length > 1024;
	if (compressible && /\bgzip\b/.test(String(ctx.req.headers['accept-encoding'] ?? ''))) {
		const key = `${file}:${info.mtimeMs}:${info.size}`;
		let gzipped = gzipCache.get(key);
		if (!gzipped) {
			if (gzipCache.size > 200) gzipCache.clear();
			gzipped = gzipSync(body, { level: 9 });
			gzipCache.set(key, gzipped);
		}
		body = gzipped;
		headers['Content-Encoding'] = 'gzip';
	}
	send(ctx.res, 200, type, body, headers);
}

export function serveDist(ctx: RequestContext, relative: string): Promise<void> {
	const cache = relative.startsWith('chunks/') ? IMMUTABLE : 'no-cache';
	return serveFile(ctx, ctx.state.distDir, relative, cache);
}

export const serveJquery = (ctx: RequestContext): Promise<void> =>
	serveFile(ctx, join(ctx.state.repoRoot, 'node_modules', 'jquery', 'dist'), 'jquery.min.js', 'no-cache');

export const serveAsset = (ctx: RequestContext, relative: string): Promise<void> =>
	serveFile(ctx, join(ctx.state.repoRoot, 'demo', 'assets'), relative, 'no-cache');

/** The site icon, so browsers' automatic `/favicon.ico` request never logs a 404 (WordPress answers it too). */
export const serveFavicon = (ctx: RequestContext): void =>
	send(ctx.res, 200, 'image/svg+xml', tileSvg('Daily Island', '#1f2933'), { 'Cache-Control': 'public, max-age=86400' });

/**
 * `/demo/img/<slug>.svg`: a tile for a product or an article, or one size of a
 * product picture (`hoodie-2.svg`, `hoodie-2-416x520.svg`, `mug-100x100.svg`); unknown names 404.
 */
export function serveImage(ctx: RequestContext, slug: string): void {
	const picture = slug === findBySlug(slug)?.slug ? undefined : findImageFile(slug);
	if (picture) {
		const svg = pictureSvg(pictureLabel(picture.attachment.file), picture.attachment.color, picture.attachment, picture.size);
		return send(ctx.res, 200, 'image/svg+xml', svg, { 'Cache-Control': 'public, max-age=86400' });
	}
	const item = findBySlug(slug) ?? findArticle(slug);
	if (!item) return sendText(ctx.res, 404, 'Not Found');
	const name = 'name' in item ? item.name : item.title;
	send(ctx.res, 200, 'image/svg+xml', tileSvg(name, item.tile), { 'Cache-Control': 'public, max-age=86400' });
}
