/**
 * Island: the mini-cart's AJAX remove. Delegated once per page from
 * `document`, because every cart change replaces the mini-cart's markup.
 * Without `wc_add_to_cart_params` removal stays a plain link (contract G6).
 */
import { readAddToCartParams } from '../../contracts/woocommerce';
import { listenForCartChanges } from '../../runtime/cart-sync';
import type { MountIsland } from '../../runtime/loader/manifest';
import { onRemoveClick, onRemoveKey } from './remove-item';

let installed = false;

const mount: MountIsland = () => {
	if (installed) return;
	const params = readAddToCartParams();
	if (!params) return;
	installed = true;
	listenForCartChanges();
	document.addEventListener('click', (event) => onRemoveClick(event, params));
	document.addEventListener('keydown', onRemoveKey);
};

export default mount;
