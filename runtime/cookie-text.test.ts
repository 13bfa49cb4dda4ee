import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookiePolicy, writeCookieText } from './cookie-text';

const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

afterEach(() => happyDOM.setURL('http://localhost:3000/'));

describe('cookiePolicy', () => {
	it.each([
		['http:', '; SameSite=Lax'],
		['https:', '; SameSite=Lax; Secure'],
		['file:', '; SameSite=Lax'],
		['', '; SameSite=Lax'],
	])('on %j: %j', (protocol, suffix) => {
		expect(cookiePolicy(protocol)).toBe(suffix);
	});
});

describe('writeCookieText', () => {
	const writes = (url: string, text: string): string => {
		happyDOM.setURL(url);
		const setter = vi.spyOn(document, 'cookie', 'set');
		writeCookieText(text);
		const [[written]] = setter.mock.calls;
		setter.mockRestore();
		return String(written);
	};

	it('adds SameSite=Lax on http, and the cookie is stored', () => {
		expect(writes('http://news.example/', 'darkmode=true; path=/')).toBe('darkmode=true; path=/; SameSite=Lax');
		expect(document.cookie).toContain('darkmode=true');
	});

	it('adds SameSite=Lax and Secure on https', () => {
		expect(writes('https://news.example/a/', 'sbjs_udata=vst%3D1; path=/')).toBe('sbjs_udata=vst%3D1; path=/; SameSite=Lax; Secure');
	});
});
