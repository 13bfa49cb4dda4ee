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
	/** null: no upper bound (stock not tracked): no `max` attribute. */
	max: number | null;
}

/** global/quantity-input.php's whitespace; no `max` when nothing limits the quantity. */
export function quantityInput({ id, name, productName, value, min, max }: QuantityOptions): Html {
	if (max !== null && min === max)
		return html`\t<div class="quantity">\n\t\t<input type="hidden" id="${id}" class="qty" name="${name}" value="${value}" />\n\t</div>\n`;
	const maxAttribute = max === null ? '' : html` max="${max}"`;
	return html`\t<div class="quantity">\n\t\t<label class="screen-reader-text" for="${id}">${productName} quantity</label>\n\t<input type="number" id="${id}" class="input-text qty text" name="${name}" value="${value}" aria-label="Product quantity" min="${min}"${maxAttribute} step="1" placeholder="" inputmode="numeric" autocomplete="off" />\n\t</div>\n`;
}
