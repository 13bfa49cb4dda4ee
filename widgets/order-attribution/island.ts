import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * Attribution must run on every page that prints `wc_order_attribution`, not
 * only at checkout: the landing page is where the referrer and the campaign
 * parameters are (the original script loads on every page). Its localized
 * global's `<script id="wc-order-attribution-js-extra">` marks those pages
 * (contract G2). Each group is an island that renders its inputs, including
 * groups inserted later (checkout updates, gateways). The forms are listed so
 * pages whose inline scripts an optimiser moved still attribute at checkout
 * and registration, and so 8.5.x's plain inputs are filled; `form.register`
 * covers `form.woocommerce-form-register`, which always carries both classes.
 */
export const island: IslandSpec = {
	selector:
		'#wc-order-attribution-js-extra, wc-order-attribution-inputs, form.woocommerce-checkout, form.register, .wp-block-woocommerce-checkout',
	strategy: 'load',
};
