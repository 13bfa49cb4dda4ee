/**
 * Byte identity over the markup the demo prints for the wishlist plugin's
 * templates, in every shape the islands meet: the add block in each state
 * (the multi-list popup, the remove link, the move popup), the items
 * widget, the wishlist form as table, mobile list and image grid (owner and
 * visitor), and the manage table.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WISHLIST_ACTION_KEYS, type WishlistL10n, wishlistSettings } from '../../contracts/wishlist';
import { wishlistButton } from '../../demo/server/render/wishlist-button';
import { itemsWidget, manageTable } from '../../demo/server/render/wishlist-extras';
import { type WishlistLayout, wishlistForm } from '../../demo/server/render/wishlist-view';
import { findProduct } from '../../demo/server/state/catalogue';
import type { Wishlist } from '../../demo/server/state/wishlists';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { printedFixtures } from '../../runtime/react/testing/printed-fixtures';
import { WishlistButton } from './button/wishlist-button';
import { WishlistTable } from './table/wishlist-table';
import { fragmentsApi as fragments } from '../../runtime/wishlist/fragments';
import { showToast } from '../../runtime/wishlist/toast';

const l10n: WishlistL10n = {
	ajax_url: '/wp-admin/admin-ajax.php',
	multi_wishlist: '1',
	modal_enable: '1',
	is_wishlist_responsive: '',
	enable_drag_n_drop: 'yes',
	fragments_index_glue: '.',
	labels: {},
	actions: Object.fromEntries(Object.entries(WISHLIST_ACTION_KEYS).map(([action, key]) => [key, action])),
	nonce: {},
};
const settings = wishlistSettings(l10n);

const list = (id: number, token: string, name: string, productIds: number[]): Wishlist => ({
	id,
	token,
	name,
	privacy: 0,
	isDefault: id === 1,
	owner: 'guest:x',
	items: productIds.map((productId, position) => ({ itemId: id * 100 + position, productId, quantity: 1, position, added: Date.UTC(2026, 0, 2) })),
});
const mine = list(1, 'RN6VRZ64MGIL', 'My wishlist', [11, 12]);
const gifts = list(2, 'GFT6VRZ64MGI', 'Gifts', [13]);

const mug = findProduct(11)!;
const buttons = [
	{ name: 'the add button', html: wishlistButton({ product: mug, isSingle: false, lists: [], inList: false, multiWishlist: false, empty: false, addNonce: 'n', popupSuffix: '1' }) },
	{ name: 'the multi-list popup', html: wishlistButton({ product: mug, isSingle: true, lists: [mine, gifts], inList: false, multiWishlist: true, empty: false, addNonce: 'n', popupSuffix: '2' }) },
	{ name: 'the move popup', html: wishlistButton({ product: mug, isSingle: false, lists: [mine, gifts], inList: true, holder: { list: mine, itemId: 100 }, multiWishlist: true, empty: false, addNonce: 'n', popupSuffix: '3' }) },
	{ name: 'the remove link', html: wishlistButton({ product: mug, isSingle: true, lists: [mine], inList: true, holder: { list: mine, itemId: 100 }, removeMode: true, removeNonce: 'r', multiWishlist: false, empty: false, addNonce: 'n', popupSuffix: '5' }) },
	{ name: 'the items widget', html: itemsWidget([mine, gifts]) },
	{ name: 'the added state', html: wishlistButton({ product: mug, isSingle: false, lists: [mine], inList: true, multiWishlist: false, empty: false, addNonce: 'n', popupSuffix: '4' }) },
].flatMap(({ name, html }) => printedFixtures(html, '.yith-wcwl-add-to-wishlist, .yith-wcwl-items-widget').map((fixture) => [name, fixture] as const));

const forms = (['traditional', 'mobile', 'images_grid'] as WishlistLayout[]).flatMap((layout) =>
	[true, false].map((owner) => {
		const html = wishlistForm({ list: mine, items: mine.items, owner, layout, otherLists: [gifts], sortable: true, estimate: true, notices: [], nonces: { edit: 'e', move: 'm' } });
		return [`the ${layout} form (${owner ? 'owner' : 'visitor'})`, printedFixtures(html, 'form#yith-wcwl-form')[0]] as const;
	}),
);
const manage = printedFixtures(manageTable({ lists: [mine, gifts], options: '{"item":"wishlist_manage","is_user_owner":true}', editNonce: 'e' }), 'form#yith-wcwl-form')[0];

afterEach(() => {
	document.body.innerHTML = '';
});

describe('wishlist islands over the printed templates', () => {
	itHydratesByteForByte('add block', buttons, (element) => <WishlistButton element={element} l10n={l10n} settings={settings} />);
	itHydratesByteForByte('form', [...forms, ['the manage table', manage]], (element) => (
		<WishlistTable element={element} l10n={l10n} settings={settings} fragments={fragments} toast={showToast} />
	));

	it('covers the shapes it names', () => {
		for (const part of ['yith-wcwl-popup', 'move_to_wishlist', 'delete_item', 'remove_from_all_wishlists']) expect(buttons.some(([, html]) => html.includes(part))).toBe(true);
		expect(forms.some(([, html]) => html.includes('wishlist_table wishlist_view responsive mobile'))).toBe(true);
		expect(forms.some(([, html]) => html.includes(' images_grid '))).toBe(true);
	});
});
