import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { WISHLIST_ACTION_KEYS, type WishlistL10n, wishlistSettings } from '../../../contracts/wishlist';
import { act, fixture } from '../../../runtime/react/testing/island-kit';
import { AddToListDialog, type Feedback } from './add-to-list-dialog';

const l10n: WishlistL10n = {
	ajax_url: '/wp-admin/admin-ajax.php',
	multi_wishlist: '1',
	modal_enable: '1',
	labels: {},
	actions: Object.fromEntries(Object.entries(WISHLIST_ACTION_KEYS).map(([action, key]) => [key, action])),
	nonce: {},
};
const settings = wishlistSettings(l10n);

const popupHtml =
	'<div id="add_to_wishlist_popup_11_ab12" class="yith-wcwl-popup" style="display:none"><form class="yith-wcwl-popup-form"><div class="yith-wcwl-popup-content"><h3>Select a wishlist</h3>' +
	'<p class="popup-description"><a href="#" class="show-tab active" data-tab="choose">Choose a wishlist</a> <a href="#" class="show-tab" data-tab="create">Create a new list</a></p>' +
	'<div class="tab choose"><select name="wishlist_id" class="wishlist-select"><option value="0">My wishlist</option><option value="new">Create a new list</option></select></div>' +
	'<div class="tab create" style="display:none"><input type="text" name="wishlist_name" class="wishlist-name"></div></div>' +
	'<div class="yith-wcwl-popup-footer"><a href="#" class="wishlist-submit button add_to_wishlist" data-product-id="11">Add to wishlist</a></div></form></div>';

let unmount = () => {};
afterEach(() => {
	act(() => unmount());
	document.body.innerHTML = '';
	document.body.className = '';
});

function open(popup: Element) {
	const host = document.createElement('div');
	document.body.append(host);
	const root = createRoot(host);
	const chosen: unknown[] = [];
	act(() =>
		root.render(
			<AddToListDialog popup={popup} popupId="add_to_wishlist_popup_11_ab12" settings={settings} onChoose={async (choice): Promise<Feedback> => (chosen.push(choice), { message: 'ok', error: false, asText: true })} onClose={() => {}} />,
		),
	);
	unmount = () => root.unmount();
	return chosen;
}

describe('the list popup in the dialog service', () => {
	it("carries the plugin's popup: 500 px over a 0.8 overlay, its id, the body class while open, the create tab's hidden selector", () => {
		const popup = fixture(popupHtml);
		popup.removeAttribute('id');
		open(popup);
		const dialog = document.querySelector<HTMLElement>('dialog.yith-wcwl-add-to-list')!;
		expect(dialog.style.width).toBe('500px');
		expect(dialog.style.getPropertyValue('--islands-backdrop-opacity')).toBe('0.8');
		const shown = dialog.querySelector<HTMLElement>('#add_to_wishlist_popup_11_ab12.yith-wcwl-popup')!;
		expect(shown.style.display).toBe('block');
		expect(document.body.classList.contains('yith-wcwl-with-pretty-photo')).toBe(true);
		expect(document.getElementById('new_wishlist_selector')).toBeNull();
		act(() => [...dialog.querySelectorAll<HTMLElement>('.show-tab')][1].click());
		const hidden = dialog.querySelector<HTMLInputElement>('.yith-wcwl-popup-content > input:first-child')!;
		expect([hidden.id, hidden.type, hidden.className, hidden.value]).toEqual(['new_wishlist_selector', 'hidden', 'wishlist-select', 'new']);
		expect(dialog.querySelector<HTMLElement>('.tab.create')!.style.display).toBe('block');
		act(() => [...dialog.querySelectorAll<HTMLElement>('.show-tab')][0].click());
		expect(document.getElementById('new_wishlist_selector')).toBeNull();
		act(() => unmount());
		expect(document.body.classList.contains('yith-wcwl-with-pretty-photo')).toBe(false);
	});
});
