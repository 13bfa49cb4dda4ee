import { afterEach, describe, expect, it } from 'vitest';
import { requestTimeoutMs } from './config';

afterEach(() => document.documentElement.removeAttribute('data-islands-timeout'));

describe('requestTimeoutMs', () => {
	it('defaults to 30 s', () => {
		expect(requestTimeoutMs()).toBe(30_000);
	});

	it('reads data-islands-timeout on <html>', () => {
		document.documentElement.setAttribute('data-islands-timeout', '12000');
		expect(requestTimeoutMs()).toBe(12_000);
	});

	it.each(['abc', '0', '-1', ''])('falls back to 30 s for %j', (value) => {
		document.documentElement.setAttribute('data-islands-timeout', value);
		expect(requestTimeoutMs()).toBe(30_000);
	});
});
