/** The notices a page opens with that get the reader's attention (contract §2.10). */
export const NOTICE =
	'.woocommerce-message[role=alert], .woocommerce-error[role=alert], .wc-block-components-notice-banner[role=alert]';

/** The first notice on the page, or in `root`. */
export const firstNotice = (root: ParentNode = document): HTMLElement | null => root.querySelector<HTMLElement>(NOTICE);
