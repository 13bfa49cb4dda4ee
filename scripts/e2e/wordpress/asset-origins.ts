/**
 * Two loopback origins that serve the build as a pull CDN would serve the plugin's files (same
 * paths, `/wp-content/plugins/shop-islands/dist/…`): one sends Access-Control-Allow-Origin, one
 * does not. The test helper's `shop_islands_cdn` cookie points the plugin's URLs at one of them.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { repoRoot } from './shop';

export const ASSET_ORIGINS = {
	withCors: 'http://127.0.0.1:8901',
	withoutCors: 'http://127.0.0.1:8902',
} as const;

const PREFIX = '/wp-content/plugins/shop-islands/dist/';
const DIST = path.join(repoRoot, 'dist');
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json' };

function serve(cors: boolean): http.Server {
	return http.createServer(async (request, response) => {
		const pathname = new URL(request.url ?? '/', 'http://cdn').pathname;
		const file = path.join(DIST, pathname.slice(PREFIX.length));
		const headers: Record<string, string> = cors ? { 'Access-Control-Allow-Origin': '*' } : {};
		if (!pathname.startsWith(PREFIX) || !file.startsWith(DIST + path.sep)) return void response.writeHead(404, headers).end();
		try {
			const body = await readFile(file);
			response.writeHead(200, { ...headers, 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
		} catch {
			response.writeHead(404, headers).end();
		}
	});
}

/** Starts both origins; fails when a port is taken. Returns the function that closes them. */
export async function startAssetOrigins(): Promise<() => Promise<void>> {
	const started = await Promise.allSettled(
		Object.entries(ASSET_ORIGINS).map(
			([name, origin]) =>
				new Promise<http.Server>((resolve, reject) => {
					const server = serve(name === 'withCors');
					server.once('error', (error) => reject(new Error(`asset origin ${origin} could not start (${error.message}): is its port taken?`)));
					server.listen(Number(new URL(origin).port), '127.0.0.1', () => resolve(server));
				}),
		),
	);
	const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
	const close = async () => {
		await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
	};
	const failure = started.find((result) => result.status === 'rejected');
	if (failure) {
		await close();
		throw failure.reason;
	}
	return close;
}
