/**
 * My account for a logged-in customer: the navigation and the dashboard and
 * orders endpoints, inside the theme's two account columns
 * (`.jeg_account_left` / `.jeg_account_right`, which its scripts target).
 */
import { type Html, escUrl, html } from '../http/html';
import type { Order } from '../state/orders';
import type { User } from '../state/users';
import { formatPrice } from './price';

export type AccountEndpoint = 'dashboard' | 'orders' | 'edit-account';

const ENDPOINTS: readonly [endpoint: AccountEndpoint, label: string, href: string][] = [
	['dashboard', 'Dashboard', '/my-account/'],
	['orders', 'Orders', '/my-account/orders/'],
	['edit-account', 'Account details', '/my-account/edit-account/'],
];

function navigation(current: AccountEndpoint, logoutHref: string): Html {
	const items = ENDPOINTS.map(([endpoint, label, href]) => {
		const active = endpoint === current;
		return html`<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${endpoint}${active ? ' is-active' : ''}"><a href="${href}"${active ? html` aria-current="page"` : ''}>${label}</a></li>`;
	});
	return html`<nav class="woocommerce-MyAccount-navigation" aria-label="Account pages"><ul>${items}<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--customer-logout"><a href="${escUrl(logoutHref)}">Log out</a></li></ul></nav>`;
}

/** The two columns around an endpoint's content. */
export const accountLayout = (current: AccountEndpoint, logoutHref: string, content: Html): Html =>
	html`<div class="woocommerce"><div class="jeg_account_left">${navigation(current, logoutHref)}</div><div class="jeg_account_right"><div class="woocommerce-MyAccount-content">${content}</div></div></div>`;

export const dashboard = (user: User, logoutHref: string): Html =>
	html`<p>Hello <strong>${user.displayName}</strong> (not <strong>${user.displayName}</strong>? <a href="${escUrl(logoutHref)}">Log out</a>)</p><p>From your account dashboard you can view your <a href="/my-account/orders/">recent orders</a> and <a href="/my-account/edit-account/">edit your password and account details</a>.</p>`;

export function ordersTable(orders: readonly Order[]): Html {
	if (orders.length === 0)
		return html`<div class="woocommerce-info" role="status">No order has been made yet. <a class="woocommerce-Button button" href="/shop/">Browse products</a></div>`;
	const rows = orders.map(
		(o) =>
			html`<tr class="woocommerce-orders-table__row order"><th class="woocommerce-orders-table__cell" scope="row">#${o.id}</th><td class="woocommerce-orders-table__cell"><time datetime="${o.created}">${o.created.slice(0, 10)}</time></td><td class="woocommerce-orders-table__cell">Processing</td><td class="woocommerce-orders-table__cell">${formatPrice(o.total)}</td></tr>`,
	);
	return html`<table class="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table"><thead><tr><th scope="col">Order</th><th scope="col">Date</th><th scope="col">Status</th><th scope="col">Total</th></tr></thead><tbody>${rows}</tbody></table>`;
}
