import { describe, expect, it } from 'vitest';
import { fixture } from '../react/testing/island-kit';
import { rebuildLists } from './list-rebuild';

const popupHtml =
	'<div id="add_to_wishlist_popup_11_ab12" class="yith-wcwl-popup" style="display:none"><select name="wishlist_id" class="wishlist-select"><option value="0">My wishlist</option><option value="new">Create a new list</option></select></div>';

describe('list rebuild from user_wishlists', () => {
	it('offers the lists of the last reply: the add select rebuilt by id before "new", the move select and the default left out of dropdowns', () => {
		const block = fixture(
			`<div class="yith-wcwl-add-to-wishlist">${popupHtml}<select name="new_wishlist_id" class="wishlist-select"><option value="TOKEN">Old</option></select>` +
				'<div class="yith-wcwl-add-button with-dropdown"><a class="add_to_wishlist" data-product-id="11" data-product-type="simple">Add</a><ul class="yith-wcwl-dropdown"></ul></div></div>',
		);
		const lists = [
			{ id: 4, wishlist_name: '<b>Gifts</b>', default: true, add_to_this_wishlist_url: '/?add_to_wishlist=11&wishlist_id=4' },
			{ id: 5, wishlist_name: 'Later', default: false, add_to_this_wishlist_url: '/?add_to_wishlist=11&wishlist_id=5' },
		];
		expect(rebuildLists(block, lists)).toBe(true);
		const options = [...block.querySelectorAll('select[name=wishlist_id] option')].map((option) => [option.getAttribute('value'), option.textContent]);
		expect(options).toEqual([['4', '<b>Gifts</b>'], ['5', 'Later'], ['new', 'Create a new list']]);
		expect(block.querySelector('select[name=new_wishlist_id]')!.textContent).toBe('Old');
		const links = [...block.querySelectorAll('ul.yith-wcwl-dropdown li > a.add_to_wishlist')];
		expect(links.map((link) => [link.getAttribute('data-wishlist-id'), link.getAttribute('data-product-id'), link.getAttribute('href'), link.textContent])).toEqual([['5', '11', '/?add_to_wishlist=11&wishlist_id=5', 'Later']]);
		expect(rebuildLists(fixture('<div class="yith-wcwl-add-to-wishlist"></div>'), lists)).toBe(false);
	});
});
