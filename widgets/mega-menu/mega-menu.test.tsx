import { afterEach, describe, expect, it, vi } from 'vitest';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { MegaMenu, readMegaMenuProps } from './mega-menu';
import { itemsPerRow, megaFields } from './mega-requests';

const item =
	'<li class="menu-item jeg_megamenu category_2 ajaxload" data-number="6" data-category="73" data-tags="10,11" data-item-row="default"><a href="/category/culture/">Culture</a><div class="sub-menu"><div class="jeg_newsfeed style2 clearfix"><div class="newsfeed_overlay"><div class="newsfeed_preloader jeg_preloader circle"></div></div></div></div></li>';

afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('mega menu', () => {
	itHydratesByteForByte('item', item, (element) => <MegaMenu element={element} {...readMegaMenuProps(element)!} />);

	it('builds with cat_id, number and tags (type 2 only), sub-categories without tags', () => {
		expect(megaFields({ kind: 'build', type: 2, catId: '73', number: '6', tags: '10,11' })).toEqual({ action: 'jnews_build_mega_category_2', cat_id: '73', number: '6', tags: '10,11' });
		expect(megaFields({ kind: 'build', type: 1, catId: '72', number: '9', tags: '10' })).toEqual({ action: 'jnews_build_mega_category_1', cat_id: '72', number: '9', tags: '' });
		expect(megaFields({ kind: 'category', type: 1, catId: '75', number: '9', tags: '' })).toEqual({ action: 'jnews_mega_category_1', cat_id: '75', number: '9' });
	});

	it('keeps carousel items between 3 and 6', () => {
		expect(itemsPerRow('default', true, false)).toBe(3);
		expect(itemsPerRow('default', true, true)).toBe(5);
		expect(itemsPerRow('default', false, false)).toBe(4);
		expect(itemsPerRow('default', false, true)).toBe(6);
		expect(itemsPerRow('9', false, false)).toBe(6);
		expect(itemsPerRow('1', false, false)).toBe(3);
	});
});
