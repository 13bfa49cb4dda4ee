/**
 * WordPress users, in memory: the two demo accounts (admin/admin and
 * reader/reader) plus whoever registers on /my-account/. Each user keeps the
 * per-user data the islands meet on the wire: WooCommerce's
 * `woocommerce_meta` flags (the coming-soon banner), the order attribution
 * saved at registration, and the login session tokens WordPress stores in
 * user meta (logging out destroys one, so an old cookie stops working).
 */
import { timingSafeEqual } from 'node:crypto';
import { hmacHex, randomHex } from '../crypto';

export type Role = 'administrator' | 'customer';

export type YesNo = 'yes' | 'no';

export interface User {
	id: number;
	login: string;
	email: string;
	firstName: string;
	lastName: string;
	displayName: string;
	role: Role;
	/** `Y-m-d\TH:i:s`, as the REST API prints `registered_date`. */
	registered: string;
	/** Only the keyed hash is kept; see UserStore.hash. */
	passwordHash: string;
	/** WooCommerce's `woocommerce_meta` REST field; LaunchYourStore reads this flag. */
	wooMeta: { coming_soon_banner_dismissed: YesNo };
	/** `_wc_order_attribution_*` user meta, saved on user_register (contract §6.8). */
	attribution: Record<string, string>;
	/** Login session token → expiry (ms), like WordPress's `session_tokens` meta. */
	sessions: Map<string, number>;
}

export type Authentication = { ok: true; user: User } | { ok: false; reason: 'empty' | 'unknown' | 'password' };

/** Where registered users start, after the two demo accounts. */
const FIRST_REGISTERED_ID = 3;

export class UserStore {
	private readonly users = new Map<number, User>();
	private nextId = FIRST_REGISTERED_ID;

	constructor(private readonly secret: Buffer) {
		this.reset();
	}

	/** Back to the two demo accounts: registrations, flags and logins are forgotten. */
	reset(): void {
		this.users.clear();
		this.nextId = FIRST_REGISTERED_ID;
		this.add({ id: 1, login: 'admin', email: 'admin@daily-island.example', firstName: 'Ada', lastName: 'Admin', role: 'administrator' }, 'admin');
		this.add({ id: 2, login: 'reader', email: 'reader@daily-island.example', firstName: 'Rita', lastName: 'Reader', role: 'customer' }, 'reader');
	}

	find(id: number): User | undefined {
		return this.users.get(id);
	}

	/** wp_authenticate() accepts the login name or the email address. */
	findByLoginOrEmail(name: string): User | undefined {
		const wanted = name.trim().toLowerCase();
		return [...this.users.values()].find((u) => u.login.toLowerCase() === wanted || u.email.toLowerCase() === wanted);
	}

	list(): User[] {
		return [...this.users.values()];
	}

	authenticate(name: string, password: string): Authentication {
		if (name.trim() === '' || password === '') return { ok: false, reason: 'empty' };
		const user = this.findByLoginOrEmail(name);
		if (!user) return { ok: false, reason: 'unknown' };
		const given = Buffer.from(this.hash(password));
		const stored = Buffer.from(user.passwordHash);
		return given.length === stored.length && timingSafeEqual(given, stored) ? { ok: true, user } : { ok: false, reason: 'password' };
	}

	/** A new customer, named from the email's local part as WooCommerce does (`jo`, `jo-2`, …). */
	register(email: string, password: string): User {
		const base = email.split('@')[0].toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'customer';
		let login = base;
		for (let n = 2; this.findByLoginOrEmail(login); n++) login = `${base}-${n}`;
		return this.add({ id: this.nextId, login, email, firstName: '', lastName: '', role: 'customer' }, password);
	}

	setPassword(user: User, password: string): void {
		user.passwordHash = this.hash(password);
	}

	/** Starts a login session; WordPress's tokens are 43 characters, these are 40 hex. */
	openSession(user: User, lifetimeMs: number): { token: string; expires: number } {
		const token = randomHex(40);
		const expires = Date.now() + lifetimeMs;
		user.sessions.set(token, expires);
		return { token, expires };
	}

	sessionIsLive(user: User, token: string): boolean {
		const expires = user.sessions.get(token);
		if (expires !== undefined && expires < Date.now()) user.sessions.delete(token);
		return expires !== undefined && expires >= Date.now();
	}

	private add(fields: Pick<User, 'id' | 'login' | 'email' | 'firstName' | 'lastName' | 'role'>, password: string): User {
		const user: User = {
			...fields,
			displayName: fields.login,
			registered: new Date().toISOString().slice(0, 19),
			passwordHash: this.hash(password),
			wooMeta: { coming_soon_banner_dismissed: 'no' },
			attribution: {},
			sessions: new Map(),
		};
		this.users.set(user.id, user);
		this.nextId = Math.max(this.nextId, user.id + 1);
		return user;
	}

	/** Keyed with the server's secret, so the store never holds a password it could print. */
	private hash(password: string): string {
		return hmacHex(this.secret, `password|${password}`);
	}
}
