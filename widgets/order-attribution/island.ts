import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * Attribution must run on every page that prints `wc_order_attribution`, not
 * only at checkout: the landing page is where the referrer and the campaign
 * parameters are (the original script loads on every page). Its localized
 * global's `<script id="wc-order-attribution-js-extra">` marks those pages
 * (contract G2). The groups and forms are listed too, so groups inserted later
 * (checkout updates, gateways) are stamped, and so pages whose inline scripts
 * an optimiser moved still attribute at checkout and registration.
 */
export const island: IslandSpec = {
	selector:
		'script#wc-order-attribution-js-extra, wc-order-attribution-inputs, form.woocommerce-checkout, form.register, form.woocommerce-form-register, .wp-block-woocommerce-checkout',
	strategy: 'load',
};
