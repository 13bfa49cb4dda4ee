// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startDemo, useDemoServer } from '../testing';

const server = useDemoServer();

const add = (fault: string, extra: Record<string, string> = {}) =>
	server.visitor.ajax('add_to_cart', { product_id: '11', quantity: '1' }, { 'X-Demo-Fault': fault, ...extra });

/** The server.visitor's cart, read without any fault. */
const cartHash = async () => (await (await server.visitor.ajax('get_refreshed_fragments', { time: '1' })).json()).cart_hash;

describe('fault mode', () => {
	it('500: plain-text server error, and the cart is not touched', async () => {
		const response = await add('500');
		expect(response.status).toBe(500);
		expect(response.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
		expect(await response.text()).toContain('Internal Server Error');
		expect(server.visitor.cookies.size).toBe(0);
		expect(await cartHash()).toBe('');
	});

	it('html: HTTP 200 with a maintenance page instead of JSON', async () => {
		const response = await add('html');
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
		expect(await response.text()).toMatch(/^<!DOCTYPE html>[\s\S]*<h1>Service temporarily unavailable<\/h1>/);
	});

	it('invalid-json: JSON content type, a PHP warning and truncated JSON', async () => {
		const response = await add('invalid-json');
		expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
		const text = await response.text();
		expect(text).toMatch(/^<br \/>\n<b>Warning<\/b>:/);
		expect(text.endsWith('{"fragments":{')).toBe(true);
		expect(() => JSON.parse(text)).toThrow();
	});

	it('empty: HTTP 200, JSON content type, zero bytes, and the cart is not touched', async () => {
		const response = await add('empty');
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
		expect(response.headers.get('x-demo-fault-applied')).toBe('empty');
		expect(await response.text()).toBe('');
		expect(await cartHash()).toBe('');
	});

	it('drop: the socket closes without a response', async () => {
		await expect(add('drop')).rejects.toThrow();
		expect(await cartHash()).toBe('');
	});

	it('timeout: no answer at all, and the server still closes at once', async () => {
		const held = await startDemo();
		const started = Date.now();
		const outcome = await fetch(`${held.base}/?wc-ajax=add_to_cart`, {
			method: 'POST',
			headers: { 'X-Demo-Fault': 'timeout', 'Content-Type': 'application/x-www-form-urlencoded' },
			body: 'product_id=11',
			signal: AbortSignal.timeout(300),
		}).then(
			() => 'answered',
			(error: Error) => error.name,
		);
		expect(outcome).toBe('TimeoutError');
		expect(Date.now() - started).toBeGreaterThanOrEqual(290);
		const second = fetch(`${held.base}/?wc-ajax=get_refreshed_fragments`, { method: 'POST', headers: { 'X-Demo-Fault': 'timeout' } }).catch(() => 'closed');
		await new Promise((resolve) => setTimeout(resolve, 50));
		const closing = Date.now();
		await held.demo.close();
		expect(Date.now() - closing).toBeLessThan(1000);
		expect(await second).toBe('closed');
	});

	it('latency: answers normally after the delay and does perform the action', async () => {
		const started = Date.now();
		const response = await add('latency', { 'X-Demo-Latency': '200' });
		expect(Date.now() - started).toBeGreaterThanOrEqual(190);
		expect((await response.json()).cart_hash).toMatch(/^[0-9a-f]{32}$/);
		expect(response.headers.get('x-demo-fault-applied')).toBe('latency');
	});

	it('the cookie switch can be limited to one endpoint, and the header wins over the cookie', async () => {
		server.visitor.cookies.set('demo_fault', '500');
		server.visitor.cookies.set('demo_fault_endpoint', 'add_to_cart');
		expect((await server.visitor.ajax('add_to_cart', { product_id: '11' })).status).toBe(500);
		expect((await server.visitor.ajax('get_refreshed_fragments', { time: '1' })).status).toBe(200);
		expect((await server.visitor.ajax('add_to_cart', { product_id: '11' }, { 'X-Demo-Fault': 'html' })).headers.get('content-type')).toContain('text/html');
	});

	it('never touches pages or files, and logs the faulted requests', async () => {
		server.visitor.cookies.set('demo_fault', '500');
		expect((await server.visitor.fetch('/shop/')).status).toBe(200);
		expect((await server.visitor.fetch('/dist/islands.js')).status).toBe(200);
		expect((await server.visitor.fetch('/wp-json/')).status).toBe(500);
		expect((await server.visitor.fetch('/wp-admin/admin-ajax.php?action=x')).status).toBe(500);
		const log = await (await fetch(`${server.running.base}/demo/api/requests`)).json();
		expect(log.map((r: { kind: string; fault?: string }) => `${r.kind}:${r.fault}`)).toEqual(['rest:500', 'admin-ajax:500']);
	});
});
