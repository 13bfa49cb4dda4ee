/**
 * Island: WooCommerce's small front-end behaviours. Each matching element
 * gets the one enhancement its markup calls for; the page-wide parts are
 * installed once.
 */
import { readWoocommerceParams } from '../../contracts/woocommerce';
import type { MountIsland } from '../../runtime/loader/manifest';
import { guardAccountForm } from './account-form';
import { describeOnFocus } from './field-description';
import { focusFirstNotice } from './notices';
import { installPageCompat } from './page-compat';
import { addPasswordToggle } from './password-toggle';
import { clampQuantity } from './quantity';
import { reannounceResultCount } from './result-count';
import { ACCOUNT_FORM, FIELD_DESCRIPTION, NOTICE, ORDERING, PASSWORD, QUANTITY, RESULT_COUNT } from './targets';

let noticeFocused = false;

/** Submits as a user would (submit listeners run); Safari before 16 lacks requestSubmit. */
const submit = (form: HTMLFormElement | null) => (form?.requestSubmit ? form.requestSubmit() : form?.submit());

const mount: MountIsland = (element, context) => {
	installPageCompat();
	if (element.matches(QUANTITY)) clampQuantity(element as HTMLInputElement);
	if (element.matches(PASSWORD)) {
		const params = readWoocommerceParams();
		addPasswordToggle(element as HTMLInputElement, {
			show: params?.i18n_password_show || 'Show password',
			hide: params?.i18n_password_hide || 'Hide password',
		});
	}
	if (element.matches(ORDERING)) element.addEventListener('change', () => submit((element as HTMLSelectElement).form));
	if (element.matches(FIELD_DESCRIPTION)) describeOnFocus(element, context.idPrefix);
	if (element.matches(NOTICE) && !noticeFocused) {
		noticeFocused = true;
		focusFirstNotice(element.ownerDocument);
	}
	if (element.matches(RESULT_COUNT)) reannounceResultCount(element);
	if (element.matches(ACCOUNT_FORM)) guardAccountForm(element as HTMLFormElement);
};

export default mount;
