import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const banner = `<div id="coming-soon-footer-banner"><div class="coming-soon-footer-banner__content">Coming soon</div>
	<a class="coming-soon-footer-banner-dismiss" data-rest-url="${location.origin}/wp-json/wp/v2/users/1" data-rest-nonce="abc1234567"></a></div>`;

async function mountBanner() {
	vi.resetModules();
	document.body.innerHTML = banner;
	const { default: mount } = await import('./index');
	const element = document.getElementById('coming-soon-footer-banner')!;
	await mount(element, { name: 'coming-soon', idPrefix: 'island-1-' });
	return element;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

beforeEach(() => {
	document.head.innerHTML = `<link rel="https://api.w.org/" href="${location.origin}/wp-json/">`;
});
afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('coming-soon dismiss', () => {
	it('makes the link a keyboard button and posts the exact body with the nonce', async () => {
		const fetchMock = vi.fn(async () => new Response('{"id":1}', { status: 200 }));
		vi.stubGlobal('fetch', fetchMock);
		const element = await mountBanner();
		const link = element.querySelector<HTMLElement>('a')!;
		expect(link.getAttribute('role')).toBe('button');
		expect(link.tabIndex).toBe(0);
		link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
		expect(element.hidden).toBe(true);
		await settle();
		const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
		// api-fetch's user-locale step adds _locale=user; the route is the link's.
		expect(url).toBe(`${location.origin}/wp-json/wp/v2/users/1?_locale=user`);
		expect(init.method).toBe('POST');
		expect(init.body).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
		expect(new Headers(init.headers).get('x-wp-nonce')).toBe('abc1234567');
		expect(element.isConnected).toBe(false);
	});

	it('brings the banner back with the reason when the request fails', async () => {
		vi.stubGlobal('fetch', vi.fn(async () => new Response('{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that."}', { status: 403 })));
		const element = await mountBanner();
		element.querySelector<HTMLElement>('a')!.click();
		await settle();
		expect(element.hidden).toBe(false);
		expect(element.querySelector('.coming-soon-footer-banner__error')?.textContent).toBe(
			'The banner could not be dismissed: Sorry, you are not allowed to do that.',
		);
		expect(document.activeElement).toBe(element.querySelector('a'));
	});
});
