/**
 * wp_create_nonce()/wp_verify_nonce() in spirit: a 10-hex token bound to an
 * action and to who asks (a logged-in user's id and login token, or a guest's
 * WooCommerce session), valid for the current and the previous 12-hour tick.
 *
 * The demo adds the browser's nonce epoch (cookie `demo_nonce_epoch`) to the
 * hashed text. `POST /demo/api/expire-nonces` gives that browser a new epoch,
 * which turns every nonce it was issued into a stale one at once, so tests can
 * meet `rest_cookie_invalid_nonce` or the expired-link page on demand instead
 * of waiting a day. Per browser, not per server: the browser tests share one
 * demo server across parallel workers, and a global expiry refused the nonces
 * another test had just been given.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hmacHex } from '../crypto';

const HALF_DAY_MS = 43_200_000;

const tick = (now: number): number => Math.ceil(now / HALF_DAY_MS);

export const NONCE_EPOCH_COOKIE = 'demo_nonce_epoch';

const EPOCH = /^[0-9a-f]{16}$/;

/** The epoch a cookie value names; anything else is the first epoch (''). */
export const readNonceEpoch = (cookie: string | undefined): string => (cookie && EPOCH.test(cookie) ? cookie : '');

export const newNonceEpoch = (): string => randomBytes(8).toString('hex');

export class Nonces {
	constructor(private readonly secret: Buffer) {}

	create(action: string, subject: string, epoch: string, now = Date.now()): string {
		return this.token(tick(now), action, subject, epoch);
	}

	verify(nonce: string, action: string, subject: string, epoch: string, now = Date.now()): boolean {
		const given = Buffer.from(nonce);
		return [tick(now), tick(now) - 1].some((t) => {
			const expected = Buffer.from(this.token(t, action, subject, epoch));
			return expected.length === given.length && timingSafeEqual(expected, given);
		});
	}

	private token(tickValue: number, action: string, subject: string, epoch: string): string {
		return hmacHex(this.secret, `${epoch}|${tickValue}|${action}|${subject}`).slice(-12, -2);
	}
}
