import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * The shop toolbar's sorting: the sort order select (templates/loop/orderby.php)
 * and the result count that reports the sorted or filtered list
 * (templates/loop/result-count.php). The two are printed together, so one
 * chunk serves both.
 */
export const island: IslandSpec = {
	selector: '.woocommerce-ordering select.orderby, .woocommerce-result-count',
	strategy: 'load',
};
