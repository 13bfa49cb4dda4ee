// @vitest-environment-options {"url":"http://127.0.0.1:8884/shop/","settings":{"handleDisabledFileLoadingAsSuccess":true}}
/**
 * The store notice over what the real shop printed (issue 16), its props read
 * by the island from the real notice (the cookie named by its `data-notice-id`):
 * it hydrates byte for byte, shows, and a click on the real Dismiss link sets
 * the dismissal cookie and hides it. The page's address is the recorded shop's;
 * its stylesheets are not fetched.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realShopMarkup } from '../../contracts/fixtures/real-shop';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { readStoreNoticeProps, StoreNotice } from './store-notice';

const printed = realShopMarkup('store-notice');
const COOKIE = 'store_noticefe68900dee1653cf2d0662bb68d31594';

function render(notice: HTMLElement) {
	const props = readStoreNoticeProps(notice);
	if (!props) throw new Error('the island refuses the real store notice');
	return <StoreNotice element={notice} {...props} />;
}

afterEach(() => {
	vi.unstubAllGlobals();
	document.cookie = `${COOKIE}=; max-age=-1; path=/`;
	document.body.innerHTML = '';
});

describe('store notice over the real shop', () => {
	itHydratesByteForByte('real store notice', printed, render);

	it('shows the real notice, and a click on its Dismiss link sets the cookie the real notice names and hides it', async () => {
		vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query })); // reduced motion: hides at once
		const notice = fixture(printed);
		const unmount = hydrateForTest(notice, render(notice));
		expect(notice.style.display).toBe('block');
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		await act(async () => {
			notice.querySelector('a.woocommerce-store-notice__dismiss-link')!.dispatchEvent(click);
		});
		expect(click.defaultPrevented).toBe(true);
		expect(document.cookie).toContain(`${COOKIE}=hidden`);
		await act(async () => {});
		expect(notice.style.display).toBe('none');
		unmount();
	});
});
