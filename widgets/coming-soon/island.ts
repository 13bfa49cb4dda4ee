import type { IslandSpec } from '../../runtime/loader/manifest';

/** WooCommerce's "coming soon" footer banner, printed for store managers while the store is in coming-soon mode. */
export const island: IslandSpec = {
	selector: '#coming-soon-footer-banner',
	strategy: 'idle',
};
