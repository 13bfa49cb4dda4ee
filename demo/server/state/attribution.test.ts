// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ORDER_ATTRIBUTION_FIELDS } from '../../../contracts/order-attribution';
import { attributionMeta, deviceType, originLabel } from './attribution';

describe('order attribution on the server (contract §6.8)', () => {
	it('skips missing and "(none)" fields, sanitizes the rest and adds the device type', () => {
		const meta = attributionMeta({
			wc_order_attribution_source_type: 'referral',
			wc_order_attribution_referrer: 'https://news.example/post',
			wc_order_attribution_utm_source: 'news.example',
			wc_order_attribution_utm_medium: '(none)',
			wc_order_attribution_utm_content: ' /post <script>x</script>\n',
			wc_order_attribution_user_agent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)',
		});
		expect(meta).toEqual({
			_wc_order_attribution_source_type: 'referral',
			_wc_order_attribution_referrer: 'https://news.example/post',
			_wc_order_attribution_utm_source: 'news.example',
			_wc_order_attribution_utm_content: '/post x',
			_wc_order_attribution_user_agent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)',
			_wc_order_attribution_device_type: 'Tablet',
		});
		expect(originLabel(meta)).toBe('Referral: News.example');
	});

	it('saves nothing when no input arrived or all of them are empty (tracking off)', () => {
		expect(attributionMeta({})).toEqual({});
		const blank = Object.fromEntries(Object.keys(ORDER_ATTRIBUTION_FIELDS).map((field) => [`wc_order_attribution_${field}`, '']));
		expect(attributionMeta(blank)).toEqual({});
		expect(originLabel({})).toBe('Unknown');
	});

	it('tells Mobile, Tablet and Desktop apart', () => {
		expect(deviceType('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36')).toBe('Mobile');
		expect(deviceType('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Safari/537.36')).toBe('Tablet');
		expect(deviceType('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36')).toBe('Desktop');
	});

	it('labels the origin from source type and source', () => {
		const label = (type: string, source?: string) =>
			originLabel({ _wc_order_attribution_source_type: type, ...(source ? { _wc_order_attribution_utm_source: source } : {}) });
		expect([label('utm', 'google'), label('organic', 'bing'), label('typein', '(direct)'), label('mobile_app'), label('admin'), label('other')]).toEqual([
			'Source: Google',
			'Organic: Bing',
			'Direct',
			'Mobile app',
			'Web admin',
			'Unknown',
		]);
	});
});
