/**
 * A live shop's wishlist plugin has its settings stored: its settings panel writes every default
 * on the first admin page after activation (`admin_init`). The kit activates it without one, and
 * without them the plugin answers an add with an empty message and leaves "Add to cart" out of
 * the wishlist table. So a fresh shop (CI's every run) gets that one admin page, as an operator's
 * first login would; a shop that had it is left alone.
 */
import { Visitor } from '../../wordpress/record-visitor';
import { getOption } from './server';

const SETTINGS_STORED = 'yith_wcwl_product_added_text';

export async function openAdminOnce(shopUrl: string): Promise<void> {
	if (getOption(SETTINGS_STORED) !== undefined) return;
	const admin = new Visitor(shopUrl, 'admin');
	await admin.logIn('admin', 'admin');
	const page = await admin.get('/wp-admin/');
	if (page.status !== 200) throw new Error(`the first admin page answered HTTP ${page.status}`);
	if (getOption(SETTINGS_STORED) === undefined) throw new Error(`the wishlist plugin stored no settings on the first admin page (${SETTINGS_STORED} is unset)`);
}
