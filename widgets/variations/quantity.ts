/**
 * The quantity field as a found variation leaves it (WooCommerce's
 * `onFoundVariation`): `min`/`max` from the variation and the current value
 * kept within them; sold individually means 1 and the field hidden.
 */
import type { WcVariation } from '../../contracts/variations';

export interface QuantityView {
	/** The field's value: the reader's, or the one a found variation set. */
	value: string;
	/** Unset until a variation was found: the printed bounds stay. */
	min?: string;
	max?: string;
	hidden?: boolean;
}

export function quantityFor(variation: WcVariation, current: string): QuantityView {
	if (variation.is_sold_individually === 'yes') return { value: '1', min: '1', max: '', hidden: true };
	const max = parseFloat(String(variation.max_qty));
	const min = variation.min_qty;
	let value = parseFloat(current);
	if (Number.isNaN(value)) value = min;
	else {
		if (value > max) value = max;
		if (value < min) value = min;
	}
	return { value: String(value), min: String(min), max: String(variation.max_qty), hidden: false };
}
