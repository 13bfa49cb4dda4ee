// @vitest-environment-options {"url":"http://127.0.0.1:8884/shop/","settings":{"handleDisabledFileLoadingAsSuccess":true}}
/**
 * The coming-soon banner over what the real shop printed for a store manager
 * (issue 16), its props read by the island from the real dismiss link
 * (`data-rest-url`, `data-rest-nonce`): it hydrates byte for byte, and a click
 * on the real link hides the banner and posts the dismissal to the real REST
 * route with the real nonce. The page's address is the recorded shop's, with
 * the REST root the real page links; its stylesheets are not fetched.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realShopMarkup, realShopPage } from '../../contracts/fixtures/real-shop';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { ComingSoonBanner, readComingSoonProps } from './coming-soon';

const printed = realShopMarkup('coming-soon-banner');
const restRootLink = realShopPage('pages/coming-soon-admin.html').match(/<link rel="https:\/\/api\.w\.org\/"[^>]*>/)![0];

function render(banner: HTMLElement) {
	const props = readComingSoonProps(banner);
	if (!props) throw new Error('the island refuses the real coming-soon banner');
	return <ComingSoonBanner element={banner} {...props} />;
}

beforeEach(() => {
	document.head.innerHTML = restRootLink;
});
afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('coming-soon banner over the real shop', () => {
	itHydratesByteForByte('real coming-soon banner', printed, render);

	it('a click on the real dismiss link hides the banner and posts the dismissal to the real route with the real nonce', async () => {
		const fetch = vi.fn(async () => new Response('{"id":1}', { status: 200 }));
		vi.stubGlobal('fetch', fetch);
		const banner = fixture(printed);
		const unmount = hydrateForTest(banner, render(banner));
		await act(async () => {
			banner.querySelector('a.coming-soon-footer-banner-dismiss')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
		});
		expect(banner.hidden).toBe(true);
		await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
		expect(fetch).toHaveBeenCalledOnce();
		const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
		expect(url).toBe('http://127.0.0.1:8884/wp-json/wp/v2/users/1?_locale=user');
		expect(init.method).toBe('POST');
		expect(init.body).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
		expect(new Headers(init.headers).get('x-wp-nonce')).toBe(printed.match(/data-rest-nonce="([0-9a-f]{10})"/)![1]);
		expect(banner.isConnected).toBe(false);
		unmount();
	});
});
