// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './testing';

const server = useDemoServer();

const apply = (query: string) => server.visitor.fetch(`/demo/file-fault?${query}`);
const get = (path: string) => server.visitor.fetch(path, { redirect: 'manual' });

describe('file fault mode (/demo/file-fault)', () => {
	it('404 on chunks starting with a prefix leaves other chunks, images, pages and AJAX alone', async () => {
		const set = await apply('mode=404&target=chunks&only=add-to-cart');
		expect([set.status, set.headers.get('location')]).toEqual([303, '/demo/#file-fault']);
		const chunk = await get('/dist/chunks/add-to-cart-abc123.js');
		expect([chunk.status, chunk.headers.get('x-demo-fault-applied')]).toEqual([404, 'file-404']);
		expect((await get('/dist/chunks/add-to-cart-abc123.js?retry=1')).status).toBe(404);
		expect((await get('/dist/chunks/mini-cart-abc123.js')).headers.get('x-demo-fault-applied')).toBeNull();
		expect((await get('/demo/img/mug.svg')).status).toBe(200);
		expect((await get('/shop/')).status).toBe(200);
		expect((await get('/demo/')).headers.get('x-demo-fault-applied')).toBeNull();
	});

	it('redirect sends an image to the same path on the other loopback name', async () => {
		await apply('mode=redirect&target=images');
		const image = await get('/demo/img/mug.svg?x=1');
		const location = new URL(image.headers.get('location') ?? '');
		expect(image.status).toBe(302);
		expect([location.hostname, location.pathname, location.search]).toEqual(['localhost', '/demo/img/mug.svg', '?x=1']);
		expect((await get('/dist/chunks/add-to-cart-abc123.js')).status).not.toBe(302);
	});

	it('latency delays the file and still serves it; an unknown mode clears every cookie', async () => {
		await apply('mode=latency&target=images&latency=300');
		const started = Date.now();
		const image = await get('/demo/img/mug.svg');
		expect([image.status, image.headers.get('x-demo-fault-applied')]).toEqual([200, 'file-latency']);
		expect(Date.now() - started).toBeGreaterThanOrEqual(290);
		await apply('mode=none');
		expect([...server.visitor.cookies.keys()].filter((name) => name.startsWith('demo_file'))).toEqual([]);
		expect((await get('/demo/img/mug.svg')).headers.get('x-demo-fault-applied')).toBeNull();
	});

	it('the QA page shows the switch as a plain form with the current setting', async () => {
		await apply('mode=404&target=images&only=mug');
		const qa = await (await get('/demo/')).text();
		expect(qa).toContain('<form method="get" action="/demo/file-fault">');
		expect(qa).toContain('<strong>404</strong> on images starting with <code>mug</code>');
	});
});
