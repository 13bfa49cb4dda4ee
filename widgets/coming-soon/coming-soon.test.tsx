import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { comingSoonBanner } from '../../demo/server/render/coming-soon';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { ComingSoonBanner, readComingSoonProps } from './coming-soon';
import mountBanner from './index';

const restUrl = `${location.origin}/wp-json/wp/v2/users/1`;
const printed = String(comingSoonBanner({ restUrl, restNonce: 'abc1234567' }));

function banner() {
	const element = fixture(printed);
	const unmount = hydrateForTest(element, <ComingSoonBanner element={element} {...readComingSoonProps(element)!} />);
	return { element, link: element.querySelector<HTMLElement>('a.coming-soon-footer-banner-dismiss')!, unmount };
}

/** The request has been answered and its outcome rendered. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

beforeEach(() => {
	document.head.innerHTML = `<link rel="https://api.w.org/" href="${location.origin}/wp-json/">`;
});
afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('coming-soon dismiss', () => {
	const render = (element: HTMLElement) => <ComingSoonBanner element={element} {...readComingSoonProps(element)!} />;
	itHydratesByteForByte('banner', [printed, printed.replace("data-rest-nonce='abc1234567'>", "data-rest-nonce='abc1234567'>Dismiss")], render);

	it('is no island without the REST URL on the link', () => {
		expect(readComingSoonProps(fixture("<div id='coming-soon-footer-banner'><a class='coming-soon-footer-banner-dismiss'></a></div>"))).toBeNull();
	});

	it('makes the link a keyboard button and posts the exact body with the nonce', async () => {
		const fetchMock = vi.fn(async () => new Response('{"id":1}', { status: 200 }));
		vi.stubGlobal('fetch', fetchMock);
		const { element, link } = banner();
		expect(link.getAttribute('role')).toBe('button');
		expect(link.tabIndex).toBe(0);
		expect(link.getAttribute('aria-label')).toBe('Dismiss');
		await act(async () => {
			link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
		});
		expect(element.hidden).toBe(true);
		await settle();
		const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
		// api-fetch's user-locale step adds _locale=user; the route is the link's.
		expect(url).toBe(`${restUrl}?_locale=user`);
		expect(init.method).toBe('POST');
		expect(init.body).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
		expect(new Headers(init.headers).get('x-wp-nonce')).toBe('abc1234567');
		expect(element.isConnected).toBe(false);
		expect(fetchMock).toHaveBeenCalledTimes(1);
	});

	it('brings the banner back with the reason when the request fails, and sends again on a second try', async () => {
		const forbidden = () => new Response('{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that."}', { status: 403 });
		let answerRetry: (response: Response) => void = () => {};
		const fetchMock = vi
			.fn(async (): Promise<Response> => forbidden())
			.mockImplementationOnce(async () => forbidden())
			.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerRetry = resolve)));
		vi.stubGlobal('fetch', fetchMock);
		const { element, link, unmount } = banner();
		await act(async () => link.click());
		await settle();
		expect(element.hidden).toBe(false);
		expect(element.querySelector('.coming-soon-footer-banner__error')?.textContent).toBe(
			'The banner could not be dismissed: Sorry, you are not allowed to do that.',
		);
		expect(link.nextElementSibling?.className).toBe('coming-soon-footer-banner__error');
		expect(document.activeElement).toBe(link);
		await vi.waitFor(() => expect(document.getElementById('a11y-speak-assertive')?.textContent).toContain('could not be dismissed'));
		await act(async () => {
			link.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
		});
		await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
		expect(element.hidden).toBe(true);
		expect(element.querySelector('.coming-soon-footer-banner__error')).toBeNull();
		await act(async () => answerRetry(new Response('{"id":1}', { status: 200 })));
		await settle();
		expect(element.isConnected).toBe(false);
		unmount();
	});

	it('gives up on a server that never answers after the page’s request timeout, and says so', async () => {
		document.documentElement.setAttribute('data-islands-timeout', '50');
		const fetchMock = vi.fn((_: unknown, init: RequestInit) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))));
		vi.stubGlobal('fetch', fetchMock);
		const { element, link, unmount } = banner();
		await act(async () => link.click());
		await vi.waitFor(() => expect(element.querySelector('.coming-soon-footer-banner__error')?.textContent).toBe('The banner could not be dismissed: The server took too long to answer.'));
		expect(element.hidden).toBe(false);
		document.documentElement.removeAttribute('data-islands-timeout');
		unmount();
	});

	itLeavesNothingBehind({ html: printed, mount: mountBanner, render });
});
