/**
 * The demo site: a stand-in for WordPress + WooCommerce + a Storefront-like
 * theme, with an honest in-memory shop behind WooCommerce's wire contract.
 *
 * API:
 *   const demo = createDemoServer({ distDir, log });  // { server: http.Server (not yet listening), close() }
 *   demo.server.listen(0, '127.0.0.1');               // tests and the bench use port 0
 *   await demo.close();                               // also ends held ("timeout") and keep-alive sockets
 *
 * Each server has its own sessions, users, orders, media, request log and
 * secrets, so tests running servers side by side never share a cart or a login.
 */
import { randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { type DemoState, RequestContext } from './context';
import { sendText } from './http/respond';
import { handleAdminAjax } from './routes/admin-ajax';
import { handleDemoApi } from './routes/demo-api';
import { applyFileFault, setFileFault } from './routes/file-fault';
import { handleLightboxFiles } from './routes/lightbox-files';
import { handleNews } from './routes/news';
import { handleRecaptcha } from './routes/recaptcha';
import { handlePage } from './routes/pages';
import { handleRest } from './routes/rest';
import { handleThemeAjax } from './routes/theme-ajax';
import { serveAsset, serveDist, serveFavicon, serveImage, serveJquery } from './routes/static';
import { handleWcAjax } from './routes/wc-ajax';
import { readSiteSettings } from './routes/site-settings';
import { handleLogin } from './routes/wp-login';
import { MediaLibrary } from './state/media';
import { Nonces } from './state/nonce';
import { OrderStore } from './state/orders';
import { RequestLog } from './state/request-log';
import { SessionStore } from './state/sessions';
import { UserStore } from './state/users';

export interface DemoServerOptions {
	/** Where the built bundle lives; served at `/dist/`. */
	distDir: string;
	/** Print one line per request (method, URL, status, duration). */
	log?: boolean;
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

async function route(ctx: RequestContext): Promise<void> {
	const path = ctx.url.pathname;
	const readOnly = ctx.req.method === 'GET' || ctx.req.method === 'HEAD';
	const staticFile = (serve: () => unknown) => (readOnly ? serve() : sendText(ctx.res, 405, 'Method Not Allowed'));

	if (readOnly && (await applyFileFault(ctx))) return;
	if (readOnly && path === '/demo/file-fault') return setFileFault(ctx);
	if (path.startsWith('/dist/')) return void (await staticFile(() => serveDist(ctx, path.slice('/dist/'.length))));
	if (path === '/vendor/jquery.js') return void (await staticFile(() => serveJquery(ctx)));
	if (path.startsWith('/demo/assets/')) return void (await staticFile(() => serveAsset(ctx, path.slice('/demo/assets/'.length))));
	const image = /^\/demo\/img\/([a-z0-9-]{1,100})\.svg$/.exec(path);
	if (image) return void staticFile(() => serveImage(ctx, image[1]));
	if (path === '/favicon.ico') return void staticFile(() => serveFavicon(ctx));
	if (readOnly && handleLightboxFiles(ctx)) return;
	if (handleDemoApi(ctx)) return;
	if (handleRecaptcha(ctx)) return;

	if (path === '/wp-login.php') return handleLogin(ctx);
	if (path === '/wp-admin/admin-ajax.php') return handleAdminAjax(ctx);
	// With plain permalinks WordPress has no /wp-json/ rewrite rule: such a URL is just a missing page.
	const prettyRest = readSiteSettings(ctx).permalinks !== 'plain';
	if (prettyRest && (path === '/wp-json' || path.startsWith('/wp-json/'))) return handleRest(ctx, path.slice('/wp-json'.length) || '/');
	const restRoute = ctx.url.searchParams.get('rest_route');
	if (path === '/' && restRoute) return handleRest(ctx, restRoute);
	// WooCommerce answers wc-ajax on any front-end URL, not only on the home page.
	if (ctx.url.searchParams.get('ajax-request') === 'jnews') return handleThemeAjax(ctx);
	const wcAjax = ctx.url.searchParams.get('wc-ajax')?.trim();
	if (wcAjax) return handleWcAjax(ctx, wcAjax);
	if (handleNews(ctx)) return;
	return handlePage(ctx);
}

export interface DemoServer {
	server: Server;
	/** Stops listening and destroys every open socket, including requests held by fault mode. */
	close(): Promise<void>;
}

export function createDemoServer(options: DemoServerOptions): DemoServer {
	const state: DemoState = {
		distDir: options.distDir,
		repoRoot: REPO_ROOT,
		secret: randomBytes(32),
		nonces: new Nonces(randomBytes(32)),
		sessions: new SessionStore(randomBytes(32)),
		users: new UserStore(randomBytes(32)),
		orders: new OrderStore(),
		media: new MediaLibrary(),
		log: new RequestLog(),
		timers: new Set(),
	};
	const server = createServer((req, res) => {
		const started = performance.now();
		if (options.log)
			res.on('close', () =>
				console.log(`${req.method} ${req.url} ${res.writableFinished ? res.statusCode : 'aborted'} ${Math.round(performance.now() - started)}ms`),
			);
		const ctx = new RequestContext(req, res, state);
		route(ctx).catch((error: unknown) => {
			console.error('[demo] request failed:', error);
			if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
			else res.destroy();
		});
	});
	server.on('close', () => {
		for (const timer of state.timers) clearTimeout(timer);
		state.timers.clear();
	});
	const close = () =>
		new Promise<void>((resolve, reject) => {
			server.close((error) => (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? reject(error) : resolve()));
			server.closeAllConnections();
		});
	return { server, close };
}
