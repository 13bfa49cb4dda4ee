import { afterEach, describe, expect, it } from 'vitest';
import { wishlistSettings } from '../../../contracts/wishlist';
import { itHydratesByteForByte } from '../../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../../runtime/react/testing/island-kit';
import { testL10n } from './fixtures';
import { WishlistButton } from './wishlist-button';

const l10n = testL10n({ multi_wishlist: '1', modal_enable: '', enable_tooltip: 'yes' });
const settings = wishlistSettings(l10n);

// The premium dropdown (multiple lists, modal off) as the demo prints it, with one other list.
const printed =
	'<div class="yith-wcwl-add-to-wishlist add-to-wishlist-11 yith-wcwl-add-to-wishlist---style wishlist-fragment on-first-load" data-fragment-ref="11" data-fragment-options="{&quot;product_id&quot;:11,&quot;item&quot;:&quot;add_to_wishlist&quot;}">' +
	'<div class="yith-wcwl-add-button with-dropdown"><a href="?add_to_wishlist=11&amp;_wpnonce=x" class="add_to_wishlist single_add_to_wishlist" data-product-id="11" data-product-type="simple" data-original-product-id="0" data-title="Add to wishlist" rel="nofollow"><span>Add to wishlist</span></a>' +
	'<ul class="yith-wcwl-dropdown"><li><a href="?add_to_wishlist=11&amp;wishlist_id=2&amp;_wpnonce=x" rel="nofollow" class="add_to_wishlist" data-product-id="11" data-product-type="simple" data-wishlist-id="2" data-title="Add to Gifts">Gifts</a></li></ul></div></div>';

afterEach(() => {
	document.body.innerHTML = '';
});

const mount = () => {
	const element = fixture(printed);
	const unmount = hydrateForTest(element, <WishlistButton element={element} l10n={l10n} settings={settings} />);
	return { element, unmount, button: element.querySelector<HTMLElement>('.with-dropdown > a')!, list: element.querySelector<HTMLElement>('.yith-wcwl-dropdown')!, gifts: element.querySelector<HTMLElement>('[data-wishlist-id]')! };
};

describe('add block tooltip and dropdown (contract §5.7)', () => {
	itHydratesByteForByte('dropdown block', printed, (element) => <WishlistButton element={element} l10n={l10n} settings={settings} />);

	it('focus shows the tooltip inside the link, describing it, and opens the dropdown; leaving closes both', async () => {
		const { element, unmount, button, list, gifts } = mount();
		expect(list.style.display).toBe('none');
		await act(async () => button.focus());
		const tooltip = button.querySelector('.yith-wcwl-tooltip')!;
		expect(tooltip.textContent).toBe('Add to wishlist');
		expect([tooltip.getAttribute('role'), button.getAttribute('aria-describedby')]).toEqual(['tooltip', tooltip.id]);
		expect(button.classList.contains('with-tooltip')).toBe(true);
		expect(list.style.display).toBe('block');
		// Focus moves into the dropdown: it stays open, and the tooltip follows the focus.
		await act(async () => gifts.focus());
		expect(list.style.display).toBe('block');
		expect(button.querySelector('.yith-wcwl-tooltip')).toBeNull();
		expect(gifts.querySelector('.yith-wcwl-tooltip')!.textContent).toBe('Add to Gifts');
		// The element is never given classes: its class list is its fragment key.
		expect(element.className).toBe('yith-wcwl-add-to-wishlist add-to-wishlist-11 yith-wcwl-add-to-wishlist---style wishlist-fragment on-first-load');
		const outside = document.body.appendChild(document.createElement('button'));
		await act(async () => outside.focus());
		expect(list.style.display).toBe('none');
		expect(element.querySelector('.yith-wcwl-tooltip')).toBeNull();
		unmount();
	});

	it('Escape closes the dropdown and returns focus to its button', async () => {
		const { unmount, button, list, gifts } = mount();
		await act(async () => gifts.focus());
		expect(list.style.display).toBe('block');
		await act(async () => {
			gifts.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
		});
		expect(document.activeElement).toBe(button);
		expect(list.style.display).toBe('none');
		// Focus coming back later opens it again.
		await act(async () => button.blur());
		await act(async () => button.focus());
		expect(list.style.display).toBe('block');
		unmount();
	});
});
