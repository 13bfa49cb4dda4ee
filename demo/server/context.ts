/**
 * Per-server state and the per-request context every route receives. The
 * context owns the visitor glue: finding the session and the logged-in user
 * from their cookies, creating the session on the first write, queuing
 * notices, binding nonces to whoever asks and keeping WooCommerce's cart
 * cookies in step with the cart.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WC_COOKIE } from '../../contracts/woocommerce';
import { parseCookies, serializeCookie } from './http/cookies';
import type { Html } from './http/html';
import type { ShopView } from './render/view';
import { Cart } from './state/cart';
import { LOGGED_IN_COOKIE, type LoggedIn, readLoginCookie } from './state/login-cookie';
import type { MediaLibrary } from './state/media';
import { NONCE_EPOCH_COOKIE, type Nonces, readNonceEpoch } from './state/nonce';
import type { OrderStore } from './state/orders';
import type { RequestLog } from './state/request-log';
import { type NoticeType, SESSION_COOKIE, SESSION_SECONDS, type Session, type SessionStore } from './state/sessions';
import type { User, UserStore } from './state/users';

export interface DemoState {
	readonly distDir: string;
	readonly repoRoot: string;
	/** Signs the login cookie. */
	readonly secret: Buffer;
	readonly nonces: Nonces;
	readonly sessions: SessionStore;
	readonly users: UserStore;
	readonly orders: OrderStore;
	readonly media: MediaLibrary;
	readonly log: RequestLog;
	/** Fault and latency timers, cleared when the server closes. */
	readonly timers: Set<NodeJS.Timeout>;
}

/** A Host header is reflected into pages (cart_url), so only a plain host[:port] is accepted. */
const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

export class RequestContext {
	readonly url: URL;
	readonly origin: string;
	readonly cookies: Map<string, string>;
	private cachedSession: Session | null | undefined;
	private cachedLogin: LoggedIn | null | undefined;

	constructor(
		readonly req: IncomingMessage,
		readonly res: ServerResponse,
		readonly state: DemoState,
	) {
		const host = req.headers.host && SAFE_HOST.test(req.headers.host) ? req.headers.host : 'localhost';
		this.origin = `http://${host}`;
		// Concatenated, not resolved: a request line like `//evil.example/` must not change the host,
		// and a collapsed leading slash keeps redirects built from the path on this site.
		const target = req.url?.startsWith('/') ? req.url : '/';
		this.url = new URL(this.origin + target);
		this.url.pathname = this.url.pathname.replace(/^\/{2,}/, '/');
		this.cookies = parseCookies(req.headers.cookie);
	}

	get session(): Session | null {
		if (this.cachedSession === undefined) this.cachedSession = this.state.sessions.find(this.cookies.get(SESSION_COOKIE));
		return this.cachedSession;
	}

	/** Who the login cookie names, if it is valid and its session still open. */
	get loggedIn(): LoggedIn | null {
		if (this.cachedLogin === undefined) this.cachedLogin = readLoginCookie(this.state.users, this.state.secret, this.cookies.get(LOGGED_IN_COOKIE));
		return this.cachedLogin;
	}

	get user(): User | null {
		return this.loggedIn?.user ?? null;
	}

	/** The visitor's session, created (with its HttpOnly cookie) on the first write. */
	ensureSession(cart?: Cart): Session {
		if (this.session) return this.session;
		const { session, cookieValue } = this.state.sessions.create(cart);
		this.setCookie(serializeCookie(SESSION_COOKIE, cookieValue, { maxAge: SESSION_SECONDS, httpOnly: true }));
		this.cachedSession = session;
		return session;
	}

	/** Destroys the visitor's session and expires its cookie; the cart cookies follow on the next sync. */
	endSession(): void {
		const session = this.session;
		if (!session) return;
		this.state.sessions.destroy(session.id);
		this.setCookie(serializeCookie(SESSION_COOKIE, '', { maxAge: 0, httpOnly: true }));
		this.cachedSession = null;
	}

	/** Records a login or logout made by this request, so what it renders or signs next sees it. */
	setLoggedIn(login: LoggedIn | null): void {
		this.cachedLogin = login;
	}

	/** The cart to show: the session's, or an empty one that is never stored. */
	get cart(): Cart {
		return this.session?.cart ?? new Cart();
	}

	addNotice(type: NoticeType, html: Html): void {
		this.ensureSession().notices.push({ type, html });
	}

	/** Notices are shown once: reading them removes them from the session. */
	takeNotices(): Session['notices'] {
		const session = this.session;
		return session ? session.notices.splice(0) : [];
	}

	/**
	 * WordPress binds a nonce to the user id and login token; for guests,
	 * WooCommerce swaps user 0 for the session, so a guest's cart links work.
	 */
	private get nonceSubject(): string {
		const login = this.loggedIn;
		return login ? `${login.user.id}|${login.token}` : (this.session?.id ?? '');
	}

	/** A nonce for `subject` (default: whoever asks) in this browser's epoch. */
	nonce(action: string, subject = this.nonceSubject): string {
		return this.state.nonces.create(action, subject, this.nonceEpoch);
	}

	verifyNonce(nonce: string | undefined, action: string, subject = this.nonceSubject): boolean {
		return this.state.nonces.verify(nonce ?? '', action, subject, this.nonceEpoch);
	}

	private get nonceEpoch(): string {
		return readNonceEpoch(this.cookies.get(NONCE_EPOCH_COOKIE));
	}

	setCookie(line: string): void {
		this.res.appendHeader('Set-Cookie', line);
	}

	/**
	 * WooCommerce's cart cookies: set each one only when the browser's copy
	 * differs, and expire both once the cart is empty (contract §3.6).
	 */
	syncCartCookies(): void {
		const cart = this.cart;
		if (!cart.isEmpty()) {
			const wanted: [string, string][] = [[WC_COOKIE.itemsInCart, '1'], [WC_COOKIE.cartHash, cart.hash()]];
			for (const [name, value] of wanted) if (this.cookies.get(name) !== value) this.setCookie(serializeCookie(name, value));
		} else if (this.cookies.has(WC_COOKIE.itemsInCart) || this.cookies.has(WC_COOKIE.cartHash)) {
			this.setCookie(serializeCookie(WC_COOKIE.itemsInCart, '0', { maxAge: 0 }));
			this.setCookie(serializeCookie(WC_COOKIE.cartHash, '', { maxAge: 0 }));
		}
	}

	/** What the shop renderers need to know about this visitor. */
	view(): ShopView {
		return { origin: this.origin, cart: this.cart, removeNonce: this.nonce('woocommerce-cart') };
	}
}
