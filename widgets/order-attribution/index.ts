/**
 * Island: order attribution. It boots once per page when
 * `wc_order_attribution` is printed (contract G6); each later mount, one per
 * attribution group or form the loader finds (checkout updates and gateways
 * insert them late), stamps the new groups.
 */
import type { MountIsland } from '../../runtime/loader/manifest';
import { startOrderAttribution } from './order-attribution';

const mount: MountIsland = () => startOrderAttribution();

export default mount;
