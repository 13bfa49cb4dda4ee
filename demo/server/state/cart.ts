/**
 * One visitor's cart: lines keyed the way WooCommerce keys them, quantities,
 * totals and the cart hash. The rules for what may be added live in
 * cart-rules.ts; this file only keeps the lines consistent.
 */
import { md5 } from '../crypto';
import { phpJson } from '../http/php-json';
import { type Purchasable, type SimpleProduct, type Variation, findProduct } from './catalogue';

export interface CartLine {
	key: string;
	/** The parent id for a variation, as WooCommerce stores it. */
	productId: number;
	variationId: number;
	/** `attribute_pa_color` → `blue`; empty for simple products. */
	variation: Readonly<Record<string, string>>;
	quantity: number;
}

/**
 * WooCommerce's cart id: md5 of the product id, the variation id and the
 * concatenated attributes, joined by "_" (a simple product 11 gets md5("11")).
 * Quantity is not part of it, so adding again finds the same line.
 */
export function cartItemKey(productId: number, variationId: number, variation: Readonly<Record<string, string>>): string {
	const parts: string[] = [String(productId)];
	if (variationId) parts.push(String(variationId));
	const entries = Object.entries(variation);
	if (entries.length > 0) parts.push(entries.map(([name, value]) => name.trim() + value.trim()).join(''));
	return md5(parts.join('_'));
}

/** The product or variation a line sells. */
export const lineItem = (line: CartLine): (SimpleProduct | Variation) & Purchasable =>
	findProduct(line.variationId || line.productId) as SimpleProduct | Variation;

export class Cart {
	private readonly byKey = new Map<string, CartLine>();

	get lines(): CartLine[] {
		return [...this.byKey.values()];
	}

	find(key: string): CartLine | undefined {
		return this.byKey.get(key);
	}

	isEmpty(): boolean {
		return this.byKey.size === 0;
	}

	/** Sum of quantities: what "N items" in the header counts. */
	itemCount(): number {
		return this.lines.reduce((sum, line) => sum + line.quantity, 0);
	}

	/** Quantity already in the cart of one product or variation (its stock owner). */
	quantityOf(itemId: number): number {
		return this.lines.filter((line) => (line.variationId || line.productId) === itemId).reduce((sum, l) => sum + l.quantity, 0);
	}

	/** Adds to the matching line or creates it; returns the line. */
	add(item: SimpleProduct | Variation, quantity: number): CartLine {
		const productId = item.type === 'variation' ? item.parentId : item.id;
		const variationId = item.type === 'variation' ? item.id : 0;
		const variation: Record<string, string> = {};
		if (item.type === 'variation') for (const [name, value] of Object.entries(item.attributes)) variation[`attribute_${name}`] = value;
		const key = cartItemKey(productId, variationId, variation);
		const existing = this.byKey.get(key);
		if (existing) existing.quantity += quantity;
		else this.byKey.set(key, { key, productId, variationId, variation, quantity });
		return this.byKey.get(key) as CartLine;
	}

	/** Sets a line's quantity; zero or less removes it, as WooCommerce's set_quantity does. */
	setQuantity(key: string, quantity: number): void {
		const line = this.byKey.get(key);
		if (!line) return;
		if (quantity <= 0) this.byKey.delete(key);
		else line.quantity = quantity;
	}

	remove(key: string): CartLine | undefined {
		const line = this.byKey.get(key);
		this.byKey.delete(key);
		return line;
	}

	clear(): void {
		this.byKey.clear();
	}

	lineTotal(line: CartLine): number {
		return lineItem(line).price * line.quantity;
	}

	/** Minor units; the demo has no tax, shipping or coupons, so subtotal = total. */
	total(): number {
		return this.lines.reduce((sum, line) => sum + this.lineTotal(line), 0);
	}

	/**
	 * md5 of the session form of the cart followed by the total, as WooCommerce
	 * computes `cart_hash`; "" for an empty cart. It changes with every line,
	 * quantity or price change, which is what the fragment cache relies on.
	 */
	hash(): string {
		if (this.isEmpty()) return '';
		const session: Record<string, unknown> = {};
		for (const line of this.lines)
			session[line.key] = {
				key: line.key,
				product_id: line.productId,
				variation_id: line.variationId,
				variation: line.variation,
				quantity: line.quantity,
				line_total: this.lineTotal(line) / 100,
			};
		return md5(phpJson(session) + String(this.total() / 100));
	}
}
