/**
 * wp_create_nonce()/wp_verify_nonce() in spirit: a 10-hex token bound to an
 * action and to the visitor's session, valid for the current and the previous
 * 12-hour tick. WooCommerce binds guest nonces to the session id the same way.
 */
import { timingSafeEqual } from 'node:crypto';
import { hmacHex } from '../crypto';

const HALF_DAY_MS = 43_200_000;

const tick = (now: number): number => Math.ceil(now / HALF_DAY_MS);

const token = (secret: Buffer, tickValue: number, action: string, sessionId: string): string =>
	hmacHex(secret, `${tickValue}|${action}|${sessionId}`).slice(-12, -2);

export const createNonce = (secret: Buffer, action: string, sessionId: string, now = Date.now()): string =>
	token(secret, tick(now), action, sessionId);

export function verifyNonce(secret: Buffer, nonce: string, action: string, sessionId: string, now = Date.now()): boolean {
	const given = Buffer.from(nonce);
	return [tick(now), tick(now) - 1].some((t) => {
		const expected = Buffer.from(token(secret, t, action, sessionId));
		return expected.length === given.length && timingSafeEqual(expected, given);
	});
}
