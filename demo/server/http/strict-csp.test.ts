// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../testing';
import { strictCspPage, strictCspPolicy, withNonce } from './strict-csp';

describe('the strict policy', () => {
	it('allows scripts and <style> elements from this site and with the nonce only; no plugins, no <base>', () => {
		expect(strictCspPolicy('abc')).toBe(
			"script-src 'self' 'nonce-abc'; object-src 'none'; base-uri 'none'; style-src 'self' 'nonce-abc'; style-src-elem 'self' 'nonce-abc'; style-src-attr 'unsafe-inline'",
		);
		expect(strictCspPolicy('abc')).not.toMatch(/unsafe-eval|'unsafe-inline'[^;]*script|script-src[^;]*unsafe-inline|strict-dynamic/);
	});

	it('puts the nonce on every <script> and <style> opener, and nowhere else', () => {
		const page = '<head><style>a{}</style><script id="x-js-extra">var x = {"a":"<\\/script>"};</script><script src="/dist/islands.js" defer></script></head><p>&lt;script&gt; scripted <scripts-list></p><noscript><style>b{}</style></noscript>';
		expect(withNonce(page, 'N')).toBe(
			'<head><style nonce="N">a{}</style><script nonce="N" id="x-js-extra">var x = {"a":"<\\/script>"};</script><script nonce="N" src="/dist/islands.js" defer></script></head><p>&lt;script&gt; scripted <scripts-list></p><noscript><style nonce="N">b{}</style></noscript>',
		);
	});

	it('makes a fresh 128-bit nonce per page, the same in the header and the markup', () => {
		const first = strictCspPage('<script>1</script>');
		const second = strictCspPage('<script>1</script>');
		const nonce = /'nonce-([^']+)'/.exec(first.headers['Content-Security-Policy'])![1];
		expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
		expect(first.page).toBe(`<script nonce="${nonce}">1</script>`);
		expect(second.page).not.toBe(first.page);
	});
});

describe('?csp=strict on the demo', () => {
	const server = useDemoServer();

	it('sends the policy with a page and nonces its inline scripts; without the switch, neither', async () => {
		const strict = await server.visitor.fetch('/shop/?csp=strict');
		const policy = strict.headers.get('content-security-policy') ?? '';
		const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
		expect(nonce).toBeTruthy();
		const body = await strict.text();
		const inline = body.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
		expect(inline.length).toBeGreaterThan(3);
		for (const opener of inline) expect(opener).toContain(`nonce="${nonce}"`);

		const plain = await server.visitor.fetch('/shop/');
		expect(plain.headers.get('content-security-policy')).toBeNull();
		expect(await plain.text()).not.toContain(' nonce="');
	});

	it('is linked from /demo/ with the pages it was checked on', async () => {
		const qa = await (await server.visitor.fetch('/demo/')).text();
		for (const path of ['/shop/?csp=strict', '/product/hoodie/?csp=strict', '/demo/gallery/?csp=strict', '/article/council-budget-232/?csp=strict'])
			expect(qa).toContain(`<a href="${path}">`);
	});
});
