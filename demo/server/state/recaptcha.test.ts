import { describe, expect, it } from 'vitest';
import { issueRecaptchaToken, RECAPTCHA_TOKEN_TTL_MS, verifyRecaptchaToken } from './recaptcha';

describe('the fake reCAPTCHA service', () => {
	const secret = Buffer.from('s'.repeat(32));
	it('verifies its own tokens for their site key for 2 minutes', () => {
		const token = issueRecaptchaToken(secret, 'key', 1_000);
		expect(verifyRecaptchaToken(secret, token, 'key', 1_000 + RECAPTCHA_TOKEN_TTL_MS)).toBe(true);
		expect(verifyRecaptchaToken(secret, token, 'key', 1_001 + RECAPTCHA_TOKEN_TTL_MS)).toBe(false);
		expect(verifyRecaptchaToken(secret, token, 'other', 1_000)).toBe(false);
		expect(verifyRecaptchaToken(Buffer.from('t'.repeat(32)), token, 'key', 1_000)).toBe(false);
		expect(verifyRecaptchaToken(secret, 'a.b.c', 'key', 1_000)).toBe(false);
	});
});
