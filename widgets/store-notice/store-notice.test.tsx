import { afterEach, describe, expect, it, vi } from 'vitest';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { readStoreNoticeProps, StoreNotice } from './store-notice';

const printed =
	'<p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="9f3a" style="display:none;">' +
	'Free shipping this week <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>';
const printedPlain = printed.replace('role="complementary" aria-label="Store notice" ', '').replace('a role="button" ', 'a ');

afterEach(() => {
	vi.unstubAllGlobals();
	document.cookie = 'store_notice9f3a=; max-age=-1; path=/';
	document.body.innerHTML = '';
});

describe('store notice island', () => {
	itHydratesByteForByte('notice', [printed, printedPlain], (element) => <StoreNotice element={element} cookieName="store_notice9f3a" />);

	it('shows the notice as a labelled region with a button, and dismisses it for the session', async () => {
		// Reduced motion: the notice hides at once instead of sliding for 250 ms.
		vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
		const notice = fixture(printedPlain);
		const unmount = hydrateForTest(notice, <StoreNotice element={notice} cookieName="store_notice9f3a" />);
		expect(notice.style.display).toBe('block');
		expect(notice.getAttribute('role')).toBe('region');
		expect(notice.getAttribute('aria-label')).toBe('Store notice');
		const link = notice.querySelector('a')!;
		expect(link.getAttribute('role')).toBe('button');
		await act(async () => {
			link.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
		});
		expect(document.cookie).toContain('store_notice9f3a=hidden');
		await act(async () => {});
		expect(notice.style.display).toBe('none');
		unmount();
	});

	it('keeps the printed role when the theme gave one', () => {
		const notice = fixture(printed);
		const unmount = hydrateForTest(notice, <StoreNotice element={notice} cookieName="store_notice9f3a" />);
		expect(notice.getAttribute('role')).toBe('complementary');
		unmount();
	});

	it('is no island at all once dismissed: the notice stays hidden as printed', () => {
		document.cookie = 'store_notice9f3a=hidden; path=/';
		expect(readStoreNoticeProps(fixture(printed))).toBeNull();
	});
});

