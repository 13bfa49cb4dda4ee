import type { MountIsland } from '../../runtime/loader/manifest';
import { defineIsland } from '../../runtime/react/define-island';
import { ShopNotices, readShopNoticesProps } from './shop-notices';

/**
 * WooCommerce focuses the page's first notice once, when the page is ready: a notice another
 * script (or island) inserts later is its script's to present, so its island does not take the focus.
 */
const mountNotices: MountIsland = (element, context) =>
	defineIsland((target) => {
		const props = readShopNoticesProps(target);
		return props && { ...props, printedWithPage: !context.inserted };
	}, ShopNotices)(element, context);

export default mountNotices;
