/**
 * Hash helpers in the shapes WordPress and WooCommerce use: hex md5 for the
 * public values (cart hash, cart item keys, notice ids) and a keyed HMAC for
 * anything a visitor must not be able to forge (session cookie, nonces).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/** HMAC-SHA256 with the server's random secret; callers truncate it as WordPress does. */
export const hmacHex = (secret: Buffer, text: string): string => createHmac('sha256', secret).update(text).digest('hex');

export const randomHex = (length: number): string => randomBytes(Math.ceil(length / 2)).toString('hex').slice(0, length);
