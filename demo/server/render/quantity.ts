/**
 * WooCommerce's quantity input (global/quantity-input.php). When only one
 * quantity is possible (sold individually) it prints a hidden field instead,
 * so the form still submits a quantity.
 */
import { type Html, html } from '../http/html';

export interface QuantityOptions {
	id: string;
	name: string;
	/** Product name for the screen-reader label "<name> quantity". */
	productName: string;
	value: number;
	min: number;
	/** null: no upper bound (stock not tracked), printed as `max=""`. */
	max: number | null;
}

export function quantityInput({ id, name, productName, value, min, max }: QuantityOptions): Html {
	if (max !== null && min === max)
		return html`<div class="quantity"><input type="hidden" id="${id}" class="qty" name="${name}" value="${value}"></div>`;
	return html`<div class="quantity"><label class="screen-reader-text" for="${id}">${productName} quantity</label><input type="number" id="${id}" class="input-text qty text" name="${name}" value="${value}" aria-label="Product quantity" min="${min}" max="${max ?? ''}" step="1" placeholder="" inputmode="numeric" autocomplete="off"></div>`;
}
