import { describe, expect, it } from 'vitest';
import { isDismissed, noticeCookieName } from './notice-cookie';

describe('store notice cookie', () => {
	it('is named after the first notice id', () => {
		document.body.innerHTML =
			'<p class="woocommerce-store-notice" data-notice-id="abc123"></p><p class="woocommerce-store-notice" data-notice-id="zzz"></p>';
		expect(noticeCookieName(document)).toBe('store_noticeabc123');
	});

	it('is plain store_notice without an id', () => {
		document.body.innerHTML = '<p class="woocommerce-store-notice"></p>';
		expect(noticeCookieName(document)).toBe('store_notice');
	});

	it('counts only the value hidden as dismissed', () => {
		expect(isDismissed('hidden')).toBe(true);
		expect(isDismissed(undefined)).toBe(false);
		expect(isDismissed('%E0%A4')).toBe(false);
	});
});
