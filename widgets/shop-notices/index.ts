import { defineIsland } from '../../runtime/react/define-island';
import { ShopNotices, readShopNoticesProps } from './shop-notices';

export default defineIsland(readShopNoticesProps, ShopNotices);
