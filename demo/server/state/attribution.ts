/**
 * WooCommerce order attribution on the server (contract §6.6, §6.8): which
 * fields the page asks the script to fill, and what the server records from
 * the posted `wc_order_attribution_*` inputs, at checkout and at registration.
 * Written from the contract: a missing field counts as "(none)", "(none)" is
 * never stored, the device type comes from the user agent, and the origin
 * label is what the order screen shows.
 */
import type { PhpValue } from '../http/php-form';
import { ORDER_ATTRIBUTION_FIELDS, ORDER_ATTRIBUTION_PREFIX } from '../../../contracts/order-attribution';
import { scalar } from '../http/php-form';

/** Meta keys are `_wc_order_attribution_<field>`. */
export const META_PREFIX = `_${ORDER_ATTRIBUTION_PREFIX}`;

const NONE = '(none)';

/** Text the way a text field is sanitized before it is stored: no tags, no control characters, single spaces. */
const sanitize = (value: string): string =>
	value
		.replace(/<[^>]*>?/g, '')
		.replace(/[\u0000-\u001f\u007f]+/g, ' ')
		.replace(/\s+/g, ' ')
		.trim();

const TABLET = /ipad|tablet|kindle|silk|playbook|android(?!.*mobile)/i;
const MOBILE = /mobi|iphone|ipod|android|blackberry|iemobile|opera mini|windows phone/i;

/** Mobile, Tablet or Desktop, from a user agent string. */
export function deviceType(userAgent: string): 'Mobile' | 'Tablet' | 'Desktop' {
	if (TABLET.test(userAgent)) return 'Tablet';
	return MOBILE.test(userAgent) ? 'Mobile' : 'Desktop';
}

/**
 * The meta to save for a posted form. `{}` when nothing was worth saving: no
 * inputs at all (a form sent without JavaScript) or only empty ones (tracking
 * off blanks them). The device type is added whenever a user agent was recorded.
 */
export function attributionMeta(form: Record<string, PhpValue>): Record<string, string> {
	const meta: Record<string, string> = {};
	for (const field of Object.keys(ORDER_ATTRIBUTION_FIELDS)) {
		const value = sanitize(scalar(form, ORDER_ATTRIBUTION_PREFIX + field) ?? NONE);
		if (value !== NONE) meta[META_PREFIX + field] = value;
	}
	if (Object.values(meta).every((value) => value === '')) return {};
	const userAgent = meta[`${META_PREFIX}user_agent`];
	if (userAgent) meta[`${META_PREFIX}device_type`] = deviceType(userAgent);
	return meta;
}

/** `(direct)` → `Direct`, `google` → `Google`: brackets trimmed, first letter upper-cased. */
const formatSource = (source: string): string => {
	const trimmed = source.replace(/^[()]+|[()]+$/g, '');
	return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
};

/** The "Origin" an order or a customer shows, from its saved meta. */
export function originLabel(meta: Readonly<Record<string, string>>): string {
	const source = formatSource(meta[`${META_PREFIX}utm_source`] ?? '');
	switch (meta[`${META_PREFIX}source_type`]) {
		case 'utm':
			return `Source: ${source}`;
		case 'organic':
			return `Organic: ${source}`;
		case 'referral':
			return `Referral: ${source}`;
		case 'typein':
			return 'Direct';
		case 'mobile_app':
			return 'Mobile app';
		case 'admin':
			return 'Web admin';
		default:
			return 'Unknown';
	}
}
