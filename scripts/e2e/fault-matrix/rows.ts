/** Every row of the fault matrix, in the table's order, and the three files that share them out (about equal run times). */
import type { IslandRow } from './island-row';
import { lightboxAjax } from './rows-lightbox';
import { accountPopups, comments, firstLoad, liveSearch, megaMenu, modulePaging, reviewSearch, sideFeed } from './rows-news';
import { comingSoon, restHelper } from './rows-rest';
import { cartAdd, cartDetail, miniCartRemove, variationLookup } from './rows-shop';
import {
	wishlistAdd,
	wishlistCreateList,
	wishlistDeleteItem,
	wishlistEstimate,
	wishlistMove,
	wishlistPrivacy,
	wishlistQuantity,
	wishlistRemove,
	wishlistRemoveFromAll,
	wishlistRename,
	wishlistSort,
} from './rows-wishlist';

export const ALL_ROWS: readonly IslandRow[] = [
	cartAdd,
	miniCartRemove,
	variationLookup,
	cartDetail,
	wishlistAdd,
	wishlistCreateList,
	wishlistDeleteItem,
	wishlistRemove,
	wishlistRemoveFromAll,
	wishlistMove,
	wishlistRename,
	wishlistPrivacy,
	wishlistQuantity,
	wishlistSort,
	wishlistEstimate,
	modulePaging,
	sideFeed,
	liveSearch,
	megaMenu,
	accountPopups,
	comments,
	firstLoad,
	reviewSearch,
	comingSoon,
	restHelper,
	lightboxAjax,
];

/** demo/fault-matrix-<n>.e2e.ts runs part n. */
export const MATRIX_PARTS: readonly (readonly IslandRow[])[] = [
	[cartAdd, miniCartRemove, variationLookup, cartDetail, comingSoon, restHelper, lightboxAjax, wishlistCreateList, wishlistDeleteItem],
	[modulePaging, sideFeed, liveSearch, megaMenu, accountPopups, comments, wishlistPrivacy, wishlistSort, wishlistEstimate],
	[wishlistAdd, wishlistRemove, wishlistMove, wishlistRename, wishlistQuantity, firstLoad, reviewSearch, wishlistRemoveFromAll],
];
