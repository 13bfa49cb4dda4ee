/**
 * Loads the part of the wishlist islands the element needs: the add block
 * (button/) or the wishlist page's form (table/), each its own chunk.
 */
import type { MountIsland } from '../../runtime/loader/manifest';

const mount: MountIsland = async (element, context) => {
	if (element.matches('form#yith-wcwl-form')) return (await import('./table/table')).default(element, context);
	if (element.classList.contains('yith-wcwl-add-to-wishlist')) return (await import('./button/button')).default(element, context);
};

export default mount;
