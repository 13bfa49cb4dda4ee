/**
 * The add_to_cart form body (contract §3.2): every `data-*` of the button under
 * its dataset name (`data-product_id` → `product_id`, `data-foo-bar` → `fooBar`),
 * on top of whatever other scripts stored with jQuery's `.data(key, value)`;
 * the raw dataset strings win. Nothing is left out: third-party hooks on the
 * server read their own fields from `$_POST`.
 */
import { jQueryOnPage } from '../../runtime/events';

export type AddToCartData = Record<string, unknown>;

export function addToCartData(button: HTMLElement): AddToCartData {
	const $ = jQueryOnPage() as unknown as ((element: Element) => { data(): unknown }) | undefined;
	const stored = $ ? $(button).data() : undefined;
	return { ...(stored && typeof stored === 'object' ? stored : {}), ...button.dataset };
}

/** Only a button with a product id is added by AJAX; any other link is followed. */
export const hasProductId = (button: HTMLElement): boolean => Boolean(button.getAttribute('data-product_id'));
