import { readSingleProductParams } from '../../contracts/single-product';
import { defineIsland } from '../../runtime/react/define-island';
import { gallerySettings } from './gallery-state';
import { ProductGallery, SLIDES } from './product-gallery';

/**
 * Always hydrates, even without a readable `wc_single_product_params`: the
 * template prints the gallery at `opacity: 0` for its script to reveal, so an
 * island that stayed away would leave it invisible. Without the global (or
 * with a corrupt one, warned once) the gallery is only shown, its links as printed.
 */
const readProps = (element: HTMLElement) => ({ settings: gallerySettings(readSingleProductParams(), element.querySelectorAll(SLIDES).length) });

export default defineIsland(readProps, ProductGallery);
