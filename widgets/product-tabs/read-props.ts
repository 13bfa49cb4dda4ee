/**
 * The props both islands read from `wc_single_product_params`, each through
 * a reader of only what it uses. Like single-product.js, neither does
 * anything without the global (the tabs then all stay shown, the select stays
 * a select); the fields the global lacks fall back to WooCommerce's own
 * English defaults.
 */
import { readReviewParams, readTabsParams } from '../../contracts/single-product';
import type { StarRatingProps } from './star-rating';
import { __ } from '../../runtime/i18n';

const defaultNames = () => [__('1 of 5 stars'), __('2 of 5 stars'), __('3 of 5 stars'), __('4 of 5 stars'), __('5 of 5 stars')];

export const readTabsProps = (): object | null => (readTabsParams() ? {} : null);

export function readRatingProps(element: HTMLElement): StarRatingProps | null {
	const params = readReviewParams();
	if (!params || element.localName !== 'select') return null;
	const names = defaultNames().map((fallback, index) => params.i18n_rating_options?.[index] || fallback);
	return { names, required: params.review_rating_required === 'yes', requiredText: params.i18n_required_rating_text || __('Please select a rating') };
}
