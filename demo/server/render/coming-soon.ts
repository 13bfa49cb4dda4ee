/**
 * WooCommerce's "coming soon" footer banner (contract §2.8), shown to a
 * logged-in administrator until they dismiss it. The dismiss link has no
 * href: the script posts `woocommerce_meta[coming_soon_banner_dismissed]=yes`
 * to the REST URL with the nonce (§3.5). The quoting, the text's bare `"` and `&` and
 * the indentation are WooCommerce's.
 */
import { type Html, html } from '../http/html';

export interface ComingSoon {
	/** The user's absolute REST URL (`…/wp-json/wp/v2/users/<numeric id>`, or `…/?rest_route=/wp/v2/users/<id>` with plain permalinks), never `/me`. */
	restUrl: string;
	/** The administrator's `wp_rest` nonce. */
	restNonce: string;
}

export const comingSoonBanner = ({ restUrl, restNonce }: ComingSoon): Html =>
	html`<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>\n\t\t\tThis page is in "Coming soon" mode and is only visible to you and those who have permission. To make it public to everyone,&nbsp;<a href='/wp-admin/admin.php?page=wc-settings&tab=site-visibility'>change visibility settings</a>.\n\t\t</div><a class='coming-soon-footer-banner-dismiss' data-rest-url='${restUrl}' data-rest-nonce='${restNonce}'></a></div>`;
