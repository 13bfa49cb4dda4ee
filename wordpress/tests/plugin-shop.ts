/**
 * The shop the plugin's PHP-level test talks to: the one named by `WP_URL` and `WP_DIR` (the
 * real-WordPress tier sets both; a developer may point them at a shop of their own). The kit's
 * tools are found beside the repository (`../shared/wordpress`). The database port is read from
 * the shop's own MariaDB config, so a tool never reaches another shop's database by default.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CookieJar } from '../../demo/server/http/cookie-jar';
import { kitTools, phpValue as php } from '../../scripts/e2e/wordpress/server';

export const shopUrl = process.env.WP_URL ?? '';
export const shopDir = process.env.WP_DIR ?? '';

/** start.sh, wp-eval.php and cart-mode.sh read these. */
function kitEnv(): NodeJS.ProcessEnv {
	const dbPort = /^port=(\d+)$/m.exec(readFileSync(path.join(shopDir, 'db/my.cnf'), 'utf8'))?.[1];
	if (!dbPort) throw new Error(`no port= in ${shopDir}/db/my.cnf`);
	return { ...process.env, WP_DIR: shopDir, WP_PORT: new URL(shopUrl).port, WP_DB_PORT: dbPort };
}

const kit = kitTools(kitEnv);

/** Runs PHP inside WordPress (as the admin) and parses the JSON of what its body returns. */
export const wpEval = <T = unknown>(code: string): T => kit.wpEvalJson<T>(`echo wp_json_encode((function () { ${code} })());`);

export const { getOption, setOption, setCartMode } = kit;

const PLUGIN = 'shop-islands/shop-islands.php';

export function setPluginActive(active: boolean): void {
	wpEval(active ? `return activate_plugin(${php(PLUGIN)}) === null;` : `deactivate_plugins(${php(PLUGIN)}); return true;`);
}

/** Cookies of one visitor, sent with each request and updated from each answer. */
export class Visitor {
	private readonly cookies = new CookieJar();

	async fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
		const headers = new Headers(init.headers);
		const cookie = this.cookies.header();
		if (cookie) headers.set('cookie', cookie);
		const response = await fetch(new URL(pathname, shopUrl), { ...init, headers, redirect: 'manual' });
		this.cookies.take(response.headers.getSetCookie());
		return response;
	}

	async html(pathname: string): Promise<string> {
		const response = await this.fetch(pathname);
		if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
		return response.text();
	}

	/** Logs in through wp-login.php. */
	async logIn(user: string, password: string): Promise<void> {
		this.cookies.set('wordpress_test_cookie', 'WP%20Cookie%20check');
		const body = new URLSearchParams({ log: user, pwd: password, 'wp-submit': 'Log In', testcookie: '1', redirect_to: '/wp-admin/' });
		const response = await this.fetch('/wp-login.php', { method: 'POST', body });
		if (response.status !== 302) throw new Error(`login as ${user} answered ${response.status}`);
	}
}

export interface PrintedScript {
	/** The whole tag, as printed. */
	tag: string;
	id: string;
	src: string | null;
	at: number;
}

/** Every `<script>` of a page. */
export const printedScripts = (html: string): PrintedScript[] =>
	[...html.matchAll(/<script\b([^>]*)>[\s\S]*?<\/script>/g)].map((match) => ({
		tag: match[0],
		id: /\bid="([^"]*)"/.exec(match[1])?.[1] ?? '',
		src: /\bsrc="([^"]*)"/.exec(match[1])?.[1] ?? null,
		at: match.index,
	}));

/** The localized data blocks (`<script id="{handle}-js-extra">`), by handle. */
export function localizedData(html: string): Map<string, PrintedScript[]> {
	const blocks = new Map<string, PrintedScript[]>();
	for (const script of printedScripts(html)) {
		const handle = /^(.+)-js-extra$/.exec(script.id)?.[1];
		if (handle) blocks.set(handle, [...(blocks.get(handle) ?? []), script]);
	}
	return blocks;
}

/** The script files a page loads: their paths. */
export const scriptFiles = (html: string): string[] =>
	printedScripts(html).flatMap(({ src }) => (src ? [new URL(src.replace(/&#038;|&amp;/g, '&'), shopUrl).pathname] : []));

/** The `data-islands-off` of `<html>`, as a list. */
export const pageSwitch = (html: string): string[] => (/<html\b[^>]*\bdata-islands-off="([^"]*)"/.exec(html)?.[1] ?? '').split(/\s+/).filter(Boolean);

/** Bytes appended to the shop's debug.log since `from`. */
export function debugLogSince(from: number): string {
	try {
		return readFileSync(path.join(shopDir, 'logs/wp-debug.log')).subarray(from).toString('utf8');
	} catch {
		return '';
	}
}

export function debugLogSize(): number {
	try {
		return statSync(path.join(shopDir, 'logs/wp-debug.log')).size;
	} catch {
		return 0;
	}
}
