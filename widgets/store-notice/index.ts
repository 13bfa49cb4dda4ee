import { defineIsland } from '../../runtime/react/define-island';
import { readStoreNoticeProps, StoreNotice } from './store-notice';

export default defineIsland(readStoreNoticeProps, StoreNotice);
