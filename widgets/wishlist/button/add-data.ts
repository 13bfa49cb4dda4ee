/**
 * The add_to_wishlist request body (contract §3.1): the link's *current*
 * `data-product-id` (variations change it), `product_type`, `wishlist_id`,
 * and the fragments that show this product (`fragments=` when none). A
 * `yith_wcwl_add_to_wishlist_data` handler on document may replace the data.
 */
import type { AddToWishlistRequest, FragmentRequest } from '../../../contracts/wishlist';
import { jQueryOnPage } from '../../../runtime/events';

/** The contract's request; a data hook may add fields of its own. */
export type AddData = AddToWishlistRequest & { [field: string]: unknown };

export function addData(link: Element, fragments: FragmentRequest): AddData {
	return {
		add_to_wishlist: link.getAttribute('data-product-id') ?? '',
		product_type: link.getAttribute('data-product-type') ?? '',
		wishlist_id: link.getAttribute('data-wishlist-id') ?? '',
		fragments: Object.keys(fragments).length ? fragments : '',
	};
}

/** `$(document).triggerHandler('yith_wcwl_add_to_wishlist_data', [$btn, data])`: a truthy object return replaces the data. */
export function filterAddData(link: Element, data: AddData): AddData {
	const $ = jQueryOnPage();
	if (!$) return data;
	const replaced = $(document).triggerHandler('yith_wcwl_add_to_wishlist_data', [$(link), data]);
	return replaced && typeof replaced === 'object' ? (replaced as AddData) : data;
}
