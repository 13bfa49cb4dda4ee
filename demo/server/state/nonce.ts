/**
 * wp_create_nonce()/wp_verify_nonce() in spirit: a 10-hex token bound to an
 * action and to who asks (a logged-in user's id and login token, or a guest's
 * WooCommerce session), valid for the current and the previous 12-hour tick.
 *
 * The demo adds a "generation" to the hashed text. Bumping it
 * (`POST /demo/api/expire-nonces`) turns every nonce issued before into a
 * stale one at once, so tests can meet `rest_cookie_invalid_nonce` or the
 * expired-link page on demand instead of waiting a day.
 */
import { timingSafeEqual } from 'node:crypto';
import { hmacHex } from '../crypto';

const HALF_DAY_MS = 43_200_000;

const tick = (now: number): number => Math.ceil(now / HALF_DAY_MS);

export class Nonces {
	private generation = 0;

	constructor(private readonly secret: Buffer) {}

	create(action: string, subject: string, now = Date.now()): string {
		return this.token(tick(now), action, subject);
	}

	verify(nonce: string, action: string, subject: string, now = Date.now()): boolean {
		const given = Buffer.from(nonce);
		return [tick(now), tick(now) - 1].some((t) => {
			const expected = Buffer.from(this.token(t, action, subject));
			return expected.length === given.length && timingSafeEqual(expected, given);
		});
	}

	/** Invalidates every nonce issued so far; returns the new generation. */
	expireAll(): number {
		return ++this.generation;
	}

	private token(tickValue: number, action: string, subject: string): string {
		return hmacHex(this.secret, `${this.generation}|${tickValue}|${action}|${subject}`).slice(-12, -2);
	}
}
