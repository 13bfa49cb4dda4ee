/**
 * The store notice's dismissal cookie (contract §7): `store_notice` followed by
 * the first notice's `data-notice-id`, the md5 of the notice text, so a new
 * text shows again. Value `hidden`, path `/`, for the browser session.
 */
export const noticeCookieName = (doc: Document): string =>
	`store_notice${doc.querySelector('.woocommerce-store-notice')?.getAttribute('data-notice-id') ?? ''}`;

export const isDismissed = (cookieValue: string | undefined): boolean => cookieValue === 'hidden';
