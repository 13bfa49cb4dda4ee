/**
 * WooCommerce's notice templates inside `div.woocommerce-notices-wrapper`.
 * The wrapper is printed even when empty: scripts insert notices into it.
 */
import { type Html, html } from '../http/html';
import type { Notice } from '../state/sessions';

export function noticesWrapper(notices: readonly Notice[]): Html {
	const of = (type: Notice['type']) => notices.filter((n) => n.type === type).map((n) => n.html);
	const errors = of('error');
	return html`<div class="woocommerce-notices-wrapper">${errors.length ? html`<ul class="woocommerce-error" role="alert">${errors.map((e) => html`<li>${e}</li>`)}</ul>` : ''}${of('success').map((m) => html`<div class="woocommerce-message" role="alert">${m}</div>`)}${of('notice').map((m) => html`<div class="woocommerce-info" role="status">${m}</div>`)}</div>`;
}
