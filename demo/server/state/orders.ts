/**
 * Orders placed through the classic checkout. An order copies what the cart
 * held (names and prices as they were), the billing details and the
 * attribution meta; the key in the order-received URL is what lets a guest
 * see their own order, as in WooCommerce.
 */
import { randomBytes } from 'node:crypto';
import type { Cart } from './cart';
import { lineItem } from './cart';

export interface OrderLine {
	productId: number;
	variationId: number;
	name: string;
	quantity: number;
	/** Minor units. */
	total: number;
}

export interface Billing {
	firstName: string;
	lastName: string;
	email: string;
}

export interface Order {
	id: number;
	/** `wc_order_` + 13 letters and digits. */
	key: string;
	/** 0 for a guest. */
	customerId: number;
	created: string;
	status: 'processing';
	paymentMethod: 'cod';
	paymentMethodTitle: string;
	billing: Billing;
	lines: OrderLine[];
	/** Minor units. */
	total: number;
	/** `_wc_order_attribution_*`; empty when the form carried none. */
	meta: Record<string, string>;
}

/** Order numbers start here, clear of the demo's post and attachment ids. */
const FIRST_ORDER_ID = 3001;
const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const orderKey = (): string => `wc_order_${[...randomBytes(13)].map((b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('')}`;

export class OrderStore {
	private readonly orders: Order[] = [];

	/** An order from the cart's current lines; the caller empties the cart. */
	place(cart: Cart, details: { customerId: number; billing: Billing; meta: Record<string, string> }): Order {
		const order: Order = {
			id: FIRST_ORDER_ID + this.orders.length,
			key: orderKey(),
			customerId: details.customerId,
			created: new Date().toISOString().slice(0, 19),
			status: 'processing',
			paymentMethod: 'cod',
			paymentMethodTitle: 'Cash on delivery',
			billing: details.billing,
			lines: cart.lines.map((line) => ({
				productId: line.productId,
				variationId: line.variationId,
				name: lineItem(line).name,
				quantity: line.quantity,
				total: cart.lineTotal(line),
			})),
			total: cart.total(),
			meta: details.meta,
		};
		this.orders.push(order);
		return order;
	}

	find(id: number): Order | undefined {
		return this.orders.find((o) => o.id === id);
	}

	list(): readonly Order[] {
		return this.orders;
	}

	/** WooCommerce's `total_sales`: units sold of a product (variations count for their parent). */
	unitsSold(productId: number): number {
		return this.orders.flatMap((o) => o.lines).filter((l) => l.productId === productId).reduce((sum, l) => sum + l.quantity, 0);
	}

	clear(): void {
		this.orders.length = 0;
	}
}
