/**
 * The tabs and the star rating of WooCommerce's single-product.js, one chunk:
 * every product page prints both, and one widget keeps the loader's manifest
 * one entry shorter. The element says which island it is.
 */
import type { MountIsland } from '../../runtime/loader/manifest';
import { defineIsland } from '../../runtime/react/define-island';
import { ProductTabs } from './product-tabs';
import { readRatingProps, readTabsProps } from './read-props';
import { StarRating } from './star-rating';

const mountTabs = defineIsland(readTabsProps, ProductTabs);
const mountRating = defineIsland(readRatingProps, StarRating);

const mount: MountIsland = (element, context) => (element.id === 'rating' ? mountRating(element, context) : mountTabs(element, context));

export default mount;
