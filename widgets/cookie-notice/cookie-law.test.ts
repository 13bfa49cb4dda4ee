import { describe, expect, it } from 'vitest';
import { consentExpiry, consentValid } from './cookie-law';

describe('cookie-law consent', () => {
	const now = 1_700_000_000_000;
	it('is valid only while the stored expiry is in the future', () => {
		expect(consentValid(String(now + 1), now)).toBe(true);
		expect(consentValid(String(now - 1), now)).toBe(false);
		expect(consentValid('garbage', now)).toBe(false);
		expect(consentValid(undefined, now)).toBe(false);
	});

	it('expires after the button’s days, 7 when unreadable', () => {
		expect(consentExpiry('3', now)).toBe(now + 3 * 86_400_000);
		expect(consentExpiry('x', now)).toBe(now + 7 * 86_400_000);
		expect(consentExpiry(null, now)).toBe(now + 7 * 86_400_000);
	});
});
