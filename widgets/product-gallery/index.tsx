import { readSingleProductParams } from '../../contracts/single-product';
import { createEventChannel } from '../../runtime/events';
import type { MountIsland } from '../../runtime/loader/manifest';
import { defineIsland } from '../../runtime/react/define-island';
import { gallerySettings } from './gallery-state';
import { ProductGallery, SLIDES } from './product-gallery';

/**
 * Always hydrates, even without a readable `wc_single_product_params`: the
 * template prints the gallery at `opacity: 0` for its script to reveal, so an
 * island that stayed away would leave it invisible. Without the global (or
 * with a corrupt one, warned once) the gallery is only shown, its links as printed.
 */
const hydrateGallery = defineIsland((element) => ({ settings: gallerySettings(readSingleProductParams(), element.querySelectorAll(SLIDES).length) }), ProductGallery);

/**
 * Around the hydration, WooCommerce's own `wc-product-gallery-before-init` and `-after-init` on the
 * gallery, with `[gallery element, wc_single_product_params]`: themes hook their gallery tweaks there.
 */
const mountGallery: MountIsland = (element, context) => {
	const params = readSingleProductParams();
	const events = createEventChannel('wc:', () => element);
	// WooCommerce passes the gallery element itself (`this` in its jQuery plugin), not a jQuery object.
	if (params) events.emit('wc-product-gallery-before-init', [element, params], { elementsAsIs: true });
	const unmount = hydrateGallery(element, context);
	if (params) events.emit('wc-product-gallery-after-init', [element, params], { elementsAsIs: true });
	return unmount;
};

export default mountGallery;
