/**
 * What the wire contract (shared/contracts/woocommerce.md §3) asks of a
 * client's wc-ajax request. WordPress itself would accept most of these
 * mistakes silently; the demo names them so tests can catch the bundle
 * drifting from what the original scripts sent.
 */
import { isGetVariationRequest } from '../../../contracts/variations';
import { type WcAjaxEndpoint, isCartItemKey } from '../../../contracts/woocommerce';
import type { RequestContext } from '../context';
import type { RequestBody } from '../http/body';
import { scalar } from '../http/php-form';
import { findProduct } from '../state/catalogue';

const MUTATIONS: readonly string[] = ['add_to_cart', 'remove_from_cart'] satisfies WcAjaxEndpoint[];

export function wcAjaxViolations(ctx: RequestContext, endpoint: string, body: RequestBody): string[] {
	const found: string[] = [];
	const { headers, method } = ctx.req;
	if (method !== 'POST') found.push(`${endpoint} must be sent as POST; caches may store GET (contract 3.4)`);
	if (method === 'POST' && body.encoding !== 'urlencoded')
		found.push('Content-Type must be application/x-www-form-urlencoded (contract 3.1)');

	if (MUTATIONS.includes(endpoint)) {
		if (headers['x-requested-with'] !== 'XMLHttpRequest')
			found.push(`${endpoint} should send X-Requested-With: XMLHttpRequest (contract 3.1)`);
		if (!(headers.accept ?? '').includes('application/json'))
			found.push(`${endpoint} should send Accept: application/json, text/javascript, */*; q=0.01 (contract 3.1)`);
	}

	if (endpoint === 'add_to_cart') {
		const productId = scalar(body.form, 'product_id');
		if (!productId || !/^\d+$/.test(productId))
			found.push('add_to_cart needs the button data-product_id; without it no request may be sent (contract 4.2)');
		else if (findProduct(Number(productId))?.type === 'variable' && scalar(body.form, 'variation_id'))
			found.push('send the variation id as product_id, never the parent id with variation_id (contract 3.2, 9.11)');
	}
	if (endpoint === 'get_variation') {
		if (headers['x-requested-with'] !== 'XMLHttpRequest')
			found.push('get_variation should send X-Requested-With: XMLHttpRequest, as jQuery did (variations contract)');
		if (!isGetVariationRequest(body.form))
			found.push('get_variation needs product_id = the form data-product_id and every attribute_* field of the form (variations contract)');
	}
	if (endpoint === 'remove_from_cart' && !isCartItemKey(scalar(body.form, 'cart_item_key')))
		found.push('remove_from_cart needs cart_item_key = the link data-cart_item_key, 32 hex (contract 3.3)');
	return found;
}
