/**
 * `/my-account/edit-account/`: the account details form (theme-ui §19). The
 * theme's script reads `#fname`, `#lname` and the `#dname` select; the
 * display-name field carries WooCommerce's `span.description` (contract
 * §2.10). `?blocked=1` prints `onsubmit="false"` on the form, the literal
 * string some plugins print to stop a submission, which the theme honours.
 */
import { type Html, html } from '../http/html';
import type { User } from '../state/users';
import { formRow } from './form-row';

export interface AccountDetails {
	firstName: string;
	lastName: string;
	displayName: string;
	email: string;
}

export const SAVE_ACCOUNT_NONCE_ACTION = 'save_account_details';

/** The names WordPress offers for display: login, first, last and both orders of the two. */
function displayNameChoices(user: User, values: AccountDetails): [string, string][] {
	const first = values.firstName;
	const last = values.lastName;
	const names = [values.displayName, user.login, first, last, first && last ? `${first} ${last}` : '', first && last ? `${last} ${first}` : ''];
	return [...new Set(names.filter(Boolean))].map((name) => [name, name]);
}

const passwordRow = (id: string, label: string): Html =>
	html`<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="${id}">${label}</label><input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="${id}" id="${id}" autocomplete="${id === 'password_current' ? 'current-password' : 'new-password'}"></p>`;

export function editAccountForm(user: User, values: AccountDetails, nonce: string, blocked: boolean): Html {
	const fields = [
		formRow({ id: 'fname', name: 'account_first_name', label: 'First name', value: values.firstName, width: 'first', required: true, autocomplete: 'given-name' }),
		formRow({ id: 'lname', name: 'account_last_name', label: 'Last name', value: values.lastName, width: 'last', required: true, autocomplete: 'family-name' }),
		formRow({ id: 'dname', name: 'account_display_name', label: 'Display name', value: values.displayName, width: 'wide', required: true, options: displayNameChoices(user, values), description: 'This will be how your name will be displayed in the account section and in reviews' }),
		formRow({ id: 'account_email', name: 'account_email', label: 'Email address', value: values.email, width: 'wide', required: true, type: 'email', autocomplete: 'email' }),
	];
	const passwords = html`<fieldset><legend>Password change</legend>${passwordRow('password_current', 'Current password (leave blank to leave unchanged)')}${passwordRow('password_1', 'New password (leave blank to leave unchanged)')}${passwordRow('password_2', 'Confirm new password')}</fieldset>`;
	return html`<form class="woocommerce-EditAccountForm edit-account" action="/my-account/edit-account/" method="post"${blocked ? html` onsubmit="false"` : ''}>${fields}${passwords}<p><input type="hidden" id="save-account-details-nonce" name="save-account-details-nonce" value="${nonce}"><input type="hidden" name="_wp_http_referer" value="/my-account/edit-account/"><button type="submit" class="woocommerce-Button button" name="save_account_details" value="Save changes">Save changes</button><input type="hidden" name="action" value="save_account_details"></p></form>`;
}
