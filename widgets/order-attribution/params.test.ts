import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FIELDS, fieldMap, isTrackingAllowed, readOrderAttribution } from './params';

const params = { lifetime: 1.0e-5, session: 30, base64: false, ajaxurl: '/wp-admin/admin-ajax.php', prefix: 'wc_order_attribution_', allowTracking: true };

describe('wc_order_attribution (contract §1)', () => {
	it('accepts the 10.x shape, float noise, the 8.5.x shape and a consent category', () => {
		const shapes = [
			{ params, fields: { ...DEFAULT_FIELDS } },
			{ params: { ...params, lifetime: 1.0000000000000000818e-5, consentCategory: 'marketing' }, fields: { ...DEFAULT_FIELDS } },
			{ params: { lifetime: 1.0e-5, session: 30, ajaxurl: '/wp-admin/admin-ajax.php', prefix: 'wc_order_attribution_', allowTracking: 'yes' } },
			{ params: { ...params, lifetime: 'abc', session: '' } },
		];
		for (const wc_order_attribution of shapes) expect(readOrderAttribution({ wc_order_attribution })).toBe(wc_order_attribution);
	});

	it('is null quietly when missing, and with one warning naming the bad key when corrupt', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		expect(readOrderAttribution({})).toBeNull();
		expect(warn).not.toHaveBeenCalled();
		for (const corrupt of [
			'x',
			{ params: null },
			{ params: { ...params, prefix: undefined } },
			{ params: { ...params, allowTracking: null } },
			{ params: { ...params, lifetime: {} } },
		])
			expect(readOrderAttribution({ wc_order_attribution: corrupt })).toBeNull();
		expect(readOrderAttribution({ wc_order_attribution: { params, fields: { source_type: 1 } } })).toBeNull();
		expect(warn).toHaveBeenCalledTimes(6);
		expect(String(warn.mock.calls[5]?.[0])).toContain('(fields)');
		warn.mockRestore();
	});

	it('allows tracking only for true and "yes"', () => {
		expect([true, 'yes'].map(isTrackingAllowed)).toEqual([true, true]);
		expect([false, 'no', '', '1', 1, null, undefined].map(isTrackingAllowed)).toEqual(Array(7).fill(false));
	});

	it('uses the §6.6 map of 16 fields when fields is absent, and a printed map as is', () => {
		expect(Object.keys(fieldMap({ params }))).toHaveLength(16);
		expect(fieldMap({ params }).session_count).toBe('udata.vst');
		expect(fieldMap({ params, fields: { source_type: 'current.typ' } })).toEqual({ source_type: 'current.typ' });
	});
});
