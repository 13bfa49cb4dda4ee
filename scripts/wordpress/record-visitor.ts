/**
 * One visitor of the real shop for the fixture recorder: a cookie jar and
 * fetch calls that keep the exact bytes the server sent. Each visitor is a
 * separate browser as far as the shop knows (its own WooCommerce session,
 * wishlist session and login), so the recorder can hold a guest with a cart
 * next to a logged-in admin.
 */
import { CookieJar } from '../../demo/server/http/cookie-jar';

/** What produced a recorded reply: enough to send it again by hand. */
export interface RecordedRequest {
	method: 'GET' | 'POST';
	/** Path and query, relative to the shop's origin. */
	url: string;
	/** Which visitor sent it (`guest`, `admin`, …): the cookies are not recorded. */
	visitor: string;
	contentType?: string;
	/** The form body exactly as sent, `application/x-www-form-urlencoded`. */
	body?: string;
}

export interface RecordedReply {
	request: RecordedRequest;
	response: { status: number; contentType: string; body: string };
}

export interface Fetched {
	status: number;
	contentType: string;
	bytes: Buffer;
	text: string;
	headers: Headers;
}

/** A form field list as `jQuery.param` encodes it: `%5B`/`%5D` brackets, spaces as `+`, order kept. */
export type FormFields = ReadonlyArray<readonly [name: string, value: string]>;

export const encodeForm = (fields: FormFields): string =>
	fields.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`.replace(/%20/g, '+')).join('&');

export class Visitor {
	private readonly cookies = new CookieJar();

	constructor(
		readonly origin: string,
		readonly name: string,
	) {}

	async get(path: string): Promise<Fetched> {
		return this.send('GET', path);
	}

	/** A same-origin XHR-style POST, as jQuery and the islands send it. */
	async post(path: string, fields: FormFields): Promise<Fetched> {
		return this.send('POST', path, encodeForm(fields), { 'X-Requested-With': 'XMLHttpRequest' });
	}

	/** A GET or POST whose request and reply are kept as a fixture. */
	async record(method: 'GET' | 'POST', path: string, fields: FormFields = []): Promise<RecordedReply> {
		const body = method === 'POST' ? encodeForm(fields) : undefined;
		const fetched =
			method === 'POST' ? await this.send('POST', path, body, { 'X-Requested-With': 'XMLHttpRequest' }) : await this.send('GET', path);
		return {
			request: { method, url: path, visitor: this.name, ...(body === undefined ? {} : { contentType: FORM_TYPE, body }) },
			response: { status: fetched.status, contentType: fetched.contentType, body: fetched.text },
		};
	}

	/** wp-login.php with the test cookie WordPress insists on; the auth cookies land in the jar. */
	async logIn(user: string, password: string): Promise<void> {
		await this.get('/wp-login.php');
		this.cookies.set('wordpress_test_cookie', 'WP%20Cookie%20check');
		const reply = await this.send(
			'POST',
			'/wp-login.php',
			encodeForm([
				['log', user],
				['pwd', password],
				['wp-submit', 'Log In'],
				['testcookie', '1'],
			]),
		);
		if (![...this.cookies.keys()].some((name) => name.startsWith('wordpress_logged_in_')))
			throw new Error(`logging in as ${user} failed (HTTP ${reply.status})`);
	}

	private async send(method: 'GET' | 'POST', path: string, body?: string, extra: Record<string, string> = {}): Promise<Fetched> {
		const headers: Record<string, string> = { ...extra, 'User-Agent': USER_AGENT };
		if (body !== undefined) headers['Content-Type'] = FORM_TYPE;
		const cookie = this.cookies.header();
		if (cookie) headers.Cookie = cookie;
		const response = await fetch(new URL(path, this.origin), { method, body, headers, redirect: 'manual' });
		this.cookies.take(response.headers.getSetCookie());
		const bytes = Buffer.from(await response.arrayBuffer());
		return {
			status: response.status,
			contentType: response.headers.get('content-type') ?? '',
			bytes,
			text: bytes.toString('utf8'),
			headers: response.headers,
		};
	}
}

const FORM_TYPE = 'application/x-www-form-urlencoded; charset=UTF-8';
// A desktop Chromium: the wishlist plugin and WooCommerce print the same markup for any browser.
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
