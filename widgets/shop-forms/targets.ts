/** The markup each shop-form behaviour acts on (contract §2.10, theme-ui §19). */
export const QUANTITY = 'input.qty';
export const PASSWORD = '.woocommerce form .woocommerce-Input[type="password"], .woocommerce form span > input[type="password"]';
export const ORDERING = '.woocommerce-ordering select.orderby';
export const FIELD_DESCRIPTION = '.woocommerce-input-wrapper span.description';
export const NOTICE =
	'.woocommerce-message[role="alert"], .woocommerce-error[role="alert"], .wc-block-components-notice-banner[role="alert"]';
export const RESULT_COUNT = '.woocommerce-result-count';
export const ACCOUNT_FORM = '.jeg_account_right form';

export const SHOP_FORM_TARGETS = [QUANTITY, PASSWORD, ORDERING, FIELD_DESCRIPTION, NOTICE, RESULT_COUNT, ACCOUNT_FORM].join(
	', ',
);
