/**
 * The demo's stand-in for Google's reCAPTCHA service (no request leaves the
 * machine): `/demo/assets/recaptcha/api.js` is a small fake of the browser
 * library; ticking its box asks `/demo/recaptcha/userverify` for a token, and
 * the theme's handlers verify the posted `g-recaptcha-response` here instead
 * of calling `siteverify`. A token is signed with the server's secret, names
 * the site key it was issued for, and expires after 2 minutes, as Google's do.
 */
import { hmacHex, randomHex } from '../crypto';

export const RECAPTCHA_TOKEN_TTL_MS = 120_000;

const sign = (secret: Buffer, body: string) => hmacHex(secret, `recaptcha|${body}`).slice(0, 32);

export function issueRecaptchaToken(secret: Buffer, siteKey: string, now = Date.now()): string {
	const body = `${Buffer.from(siteKey).toString('base64url')}.${now.toString(36)}.${randomHex(16)}`;
	return `${body}.${sign(secret, body)}`;
}

export function verifyRecaptchaToken(secret: Buffer, token: string, siteKey: string, now = Date.now()): boolean {
	const parts = token.split('.');
	if (parts.length !== 4) return false;
	const body = parts.slice(0, 3).join('.');
	if (sign(secret, body) !== parts[3]) return false;
	const issued = parseInt(parts[1], 36);
	return Buffer.from(parts[0], 'base64url').toString() === siteKey && now - issued >= 0 && now - issued <= RECAPTCHA_TOKEN_TTL_MS;
}
