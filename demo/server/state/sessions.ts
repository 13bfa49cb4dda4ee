/**
 * Visitor sessions, kept in memory like WooCommerce keeps them in its
 * sessions table: a cart and the notices waiting for the next page. The
 * cookie value has WooCommerce's shape (`t_<id>||expiry||expiring||hash`) and
 * its hash is an HMAC, so a forged or stale cookie finds no session.
 */
import type { Html } from '../http/html';
import { hmacHex, md5, randomHex } from '../crypto';
import { Cart } from './cart';

/** WordPress derives COOKIEHASH from the site URL; the demo fixes it so the name is stable across ports. */
export const COOKIEHASH = md5('shop-islands-demo');
export const SESSION_COOKIE = `wp_woocommerce_session_${COOKIEHASH}`;
/** 48 hours, WooCommerce's guest session length. */
export const SESSION_SECONDS = 172_800;

/** Bench runs create many visitors; the oldest sessions go first beyond this. */
const MAX_SESSIONS = 10_000;

export type NoticeType = 'success' | 'error' | 'notice';

export interface Notice {
	type: NoticeType;
	html: Html;
}

export interface Session {
	id: string;
	cart: Cart;
	/** Shown once on the next page that prints notices, then dropped. */
	notices: Notice[];
	expires: number;
}

export class SessionStore {
	private readonly sessions = new Map<string, Session>();

	constructor(private readonly secret: Buffer) {}

	/** The live session named by a cookie value, or null when absent, forged or expired. */
	find(cookieValue: string | undefined): Session | null {
		const parts = (cookieValue ?? '').split('||');
		if (parts.length !== 4) return null;
		const [id, expiry, , hash] = parts;
		if (hash !== this.sign(id, expiry)) return null;
		const session = this.sessions.get(id);
		if (!session || session.expires < Date.now() / 1000) return null;
		return session;
	}

	/** A new guest session and the (unencoded) cookie value that names it. */
	create(cart = new Cart()): { session: Session; cookieValue: string } {
		const id = `t_${randomHex(30)}`;
		const now = Math.floor(Date.now() / 1000);
		const expiry = String(now + SESSION_SECONDS);
		const expiring = String(now + SESSION_SECONDS - 3600);
		const session: Session = { id, cart, notices: [], expires: Number(expiry) };
		this.sessions.set(id, session);
		if (this.sessions.size > MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value as string);
		return { session, cookieValue: [id, expiry, expiring, this.sign(id, expiry)].join('||') };
	}

	/** Forgets one session (WooCommerce destroys the visitor's session, cart included, at logout). */
	destroy(id: string): void {
		this.sessions.delete(id);
	}

	clear(): void {
		this.sessions.clear();
	}

	private sign(id: string, expiry: string): string {
		return hmacHex(this.secret, `${id}|${expiry}`).slice(0, 32);
	}
}
