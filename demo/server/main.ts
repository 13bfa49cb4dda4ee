/**
 * Starts the demo site: `npx tsx demo/server/main.ts`.
 * PORT (default 8080) and HOST (default 127.0.0.1) choose where it listens;
 * the bundle is served from `<repo>/dist` (build it first, or /dist/ 404s).
 */
import { fileURLToPath } from 'node:url';
import { createDemoServer } from './app';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

const demo = createDemoServer({ distDir, log: true });
demo.server.listen(port, host, () => {
	console.log(`Demo site: http://${host.includes(':') ? `[${host}]` : host}:${port}/demo/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
	process.once(signal, () => {
		demo.close().then(() => process.exit(0));
	});
