/**
 * Test helpers: a demo server on a free port and a tiny cookie-keeping
 * client that behaves like one browser tab (it stores and expires cookies the
 * way a browser does, so cookie assertions read like the contract).
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type DemoServer, createDemoServer } from './app';
import { CookieJar } from './http/cookie-jar';

export interface RunningDemo {
	demo: DemoServer;
	base: string;
	distDir: string;
}

/** Starts a server whose dist/ holds a fake loader and one hashed chunk. */
export async function startDemo(): Promise<RunningDemo> {
	const distDir = mkdtempSync(join(tmpdir(), 'demo-dist-'));
	mkdirSync(join(distDir, 'chunks'));
	writeFileSync(join(distDir, 'islands.js'), `/* loader */ ${'void 0;'.repeat(400)}`);
	writeFileSync(join(distDir, 'chunks', 'add-to-cart-abc123.js'), 'export {};');
	const demo = createDemoServer({ distDir });
	await new Promise<void>((resolve) => demo.server.listen(0, '127.0.0.1', resolve));
	return { demo, base: `http://127.0.0.1:${(demo.server.address() as AddressInfo).port}`, distDir };
}

/**
 * The hooks every server test file needs: one demo server for the file, and
 * before each test a reset of its state (unless `reset: false`) and a fresh
 * visitor. Read `running` and `visitor` inside tests.
 */
export function useDemoServer({ reset = true } = {}): { readonly running: RunningDemo; readonly visitor: Visitor } {
	const state = {} as { running: RunningDemo; visitor: Visitor };
	beforeAll(async () => {
		state.running = await startDemo();
	});
	afterAll(() => state.running.demo.close());
	beforeEach(async () => {
		if (reset) await fetch(`${state.running.base}/demo/api/reset`, { method: 'POST' });
		state.visitor = new Visitor(state.running.base);
	});
	return state;
}

/** The headers a jQuery-era add/remove sent (contract §3.1). */
export const AJAX_HEADERS = {
	'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
	'X-Requested-With': 'XMLHttpRequest',
	Accept: 'application/json, text/javascript, */*; q=0.01',
};

export class Visitor {
	readonly cookies = new CookieJar();
	/** Every Set-Cookie line of the last response, for attribute checks. */
	lastSetCookie: string[] = [];

	constructor(private readonly base: string) {}

	async fetch(path: string, init: RequestInit = {}): Promise<Response> {
		const headers = new Headers(init.headers);
		const cookie = this.cookies.header();
		if (cookie) headers.set('Cookie', cookie);
		const response = await fetch(this.base + path, { redirect: 'manual', ...init, headers });
		this.lastSetCookie = response.headers.getSetCookie();
		this.cookies.take(this.lastSetCookie);
		return response;
	}

	/** Logs in through `/wp-login.php` (demo users: admin/admin, reader/reader); the login cookie is kept. */
	async logIn(login: string, password = login): Promise<Response> {
		const body = new URLSearchParams({ log: login, pwd: password, redirect_to: '/' });
		return this.fetch('/wp-login.php', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: body.toString() });
	}

	/** A fresh `wp_rest` nonce from admin-ajax's `rest-nonce` action (logged-in visitors only). */
	async restNonce(): Promise<string> {
		return (await this.fetch('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
	}

	/** POST a form to `/?wc-ajax=<endpoint>` as the bundle does. */
	ajax(endpoint: string, body: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
		return this.fetch(`/?wc-ajax=${endpoint}`, { method: 'POST', headers: { ...AJAX_HEADERS, ...headers }, body: new URLSearchParams(body).toString() });
	}
}
