/**
 * `/news/` and `/news/<slug>/`: the JNews pages with the reading islands.
 * They carry no shop markup and no WooCommerce globals.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestContext } from '../context';
import { redirect, send, sendHtml } from '../http/respond';
import { newsShell } from '../render/jnews/news-shell';
import { newsArticle, newsFront } from '../render/jnews/news-pages';
import { animatedGif } from '../render/jnews/animated-gif';
import { readReadingSwitches } from '../render/jnews/reading-switches';
import { COMPANION_VERSION_COOKIE, companionVersion } from '../render/jnews/wp-head-extras';
import { readWithout, withoutGlobals } from '../render/without-globals';
import { findArticle } from '../state/articles';
import { newsStaging } from '../render/jnews/news-stagings';
import { qrStandIn } from '../render/jnews/qr-stand-in';

const ARTICLE = /^\/news\/([a-z0-9-]{1,100})\/$/;
const STAGING = /^\/news\/staging\/([a-z0-9-]{1,40})\/$/;

function darkModeBoot(distDir: string): string {
	try {
		return readFileSync(path.join(distDir, 'dark-mode-boot.js'), 'utf8').replace(/<\/script/gi, '<\\/script');
	} catch {
		return '';
	}
}

/** True when the request was a /news/ page (answered here). */
export function handleNews(ctx: RequestContext): boolean {
	const pathname = ctx.url.pathname;
	if (pathname === '/news') {
		redirect(ctx.res, '/news/', 301);
		return true;
	}
	if (!pathname.startsWith('/news/')) return false;
	if (pathname === '/news/media/breaking.gif') {
		send(ctx.res, 200, 'image/gif', animatedGif(), { 'Cache-Control': 'public, max-age=3600' });
		return true;
	}
	if (pathname === '/news/media/qr-code.svg') {
		send(ctx.res, 200, 'image/svg+xml', qrStandIn(ctx.url.searchParams.get('data') ?? ''), { 'Cache-Control': 'public, max-age=3600' });
		return true;
	}
	const stagingName = STAGING.exec(pathname)?.[1];
	const article = pathname === '/news/' || stagingName ? null : findArticle(ARTICLE.exec(pathname)?.[1] ?? '');
	const content = stagingName ? newsStaging(stagingName, ctx.origin) : article ? newsArticle(article, ctx.origin) : pathname === '/news/' ? newsFront() : null;
	if (!content) return false;
	const page = newsShell({
		...content,
		switches: readReadingSwitches(ctx.cookies),
		darkCookie: ctx.cookies.get('darkmode'),
		darkModeBoot: darkModeBoot(ctx.state.distDir),
		loggedIn: ctx.user !== null,
		adminCompanionVersion: ctx.user?.role === 'administrator' ? companionVersion(ctx.cookies.get(COMPANION_VERSION_COOKIE)) : null,
	});
	sendHtml(ctx.res, 200, withoutGlobals(page, readWithout(ctx.url.searchParams)));
	return true;
}
