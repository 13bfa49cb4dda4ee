// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
/**
 * The review form's star rating over the rating select the demo prints and the
 * one the real shop printed, with the real `wc_single_product_params`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { productTabsHtml } from '../../demo/server/render/product-tabs';
import { findBySlug } from '../../demo/server/state/catalogue';
import { realShopGlobals, realShopPage } from '../../contracts/fixtures/real-shop';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { readRatingProps } from './read-props';
import { StarRating, type StarRatingProps } from './star-rating';
import mount from './index';

const selectIn = (html: string) => new DOMParser().parseFromString(html, 'text/html').querySelector('select#rating')!.outerHTML;
const demoSelect = selectIn(productTabsHtml(findBySlug('hoodie')!).value);
const realSelect = selectIn(realShopPage('pages/product-variable.html'));

const g = globalThis as Record<string, unknown>;
const realParams = realShopGlobals().find(({ file }) => file === 'product-variable.json')!.globals.wc_single_product_params;

/** The props as the island reads them from the real global; the test fails where the island would stay inert. */
function realProps(element: HTMLElement): StarRatingProps {
	g.wc_single_product_params = realParams;
	try {
		const props = readRatingProps(element);
		if (!props) throw new Error('the island refuses the real rating select');
		return props;
	} finally {
		delete g.wc_single_product_params;
	}
}
const render = (element: HTMLElement) => <StarRating element={element} {...realProps(element)} />;

/** The review form around the select, which sits alone in its wrapper (React hydrates the wrapper). */
function reviewForm(select = demoSelect) {
	document.body.innerHTML = `<form id="commentform" action="/wp-comments-post.php" method="post"><label for="rating" id="comment-form-rating-label">Your rating</label><div class="comment-form-rating">${select}</div><textarea id="comment" name="comment"></textarea><input name="submit" type="submit" id="submit" value="Submit"></form>`;
	const element = document.querySelector<HTMLSelectElement>('#rating')!;
	const unmount = hydrateForTest(element, render(element));
	return { element, form: element.form!, unmount };
}
const stars = () => [...document.querySelectorAll<HTMLElement>('p.stars a')];
const press = (target: HTMLElement, key: string) =>
	act(async () => {
		target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
	});

afterEach(() => {
	document.body.innerHTML = '';
	delete g.wc_single_product_params;
});

describe('review star rating', () => {
	itHydratesByteForByte('rating select', [['demo', demoSelect], ['real shop', realSelect]], render);

	it('puts WooCommerce’s five stars before the hidden select, as a radio group named by i18n_rating_options', async () => {
		const { element, unmount } = reviewForm(realSelect);
		await act(async () => {});
		expect(element.style.display).toBe('none');
		const paragraph = element.previousElementSibling!;
		expect([paragraph.localName, paragraph.className]).toEqual(['p', 'stars']);
		const group = paragraph.firstElementChild!;
		expect(['role', 'aria-labelledby', 'aria-required'].map((name) => group.getAttribute(name))).toEqual(['radiogroup', 'comment-form-rating-label', 'true']);
		expect(
			[...group.children].map((star) => [star.localName, star.className, star.getAttribute('href'), star.getAttribute('role'), star.getAttribute('aria-checked'), star.getAttribute('tabindex'), star.textContent]),
		).toEqual(
			['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'].map((name, index) => ['a', `star-${index + 1}`, '#', 'radio', 'false', index === 0 ? '0' : '-1', name]),
		);
		unmount();
	});

	it('chooses by click, arrows (wrapping) and Space, the select keeping the value the form posts', async () => {
		const { element, unmount } = reviewForm();
		await act(async () => {});
		await act(async () => stars()[3].click());
		expect(element.value).toBe('4');
		expect(document.querySelector('p.stars')!.className).toBe('stars selected');
		expect(stars().map((star) => [star.getAttribute('aria-checked'), star.tabIndex, star.className])).toEqual([
			['false', -1, 'star-1'],
			['false', -1, 'star-2'],
			['false', -1, 'star-3'],
			['true', 0, 'star-4 active'],
			['false', -1, 'star-5'],
		]);
		await press(stars()[3], 'ArrowRight');
		await press(stars()[4], 'ArrowDown');
		expect(element.value).toBe('1');
		expect(document.activeElement).toBe(stars()[0]);
		await press(stars()[0], 'ArrowUp');
		expect(element.value).toBe('5');
		await press(stars()[4], 'ArrowLeft');
		await press(stars()[3], ' ');
		expect(element.value).toBe('4');
		unmount();
	});

	it('refuses to send without a rating: the alert says i18n_required_rating_text, focus goes to the stars, nothing is sent', async () => {
		const { form, unmount } = reviewForm();
		let sent = 0;
		// After the island's listener: counts what would leave.
		form.addEventListener('submit', (event) => {
			if (!event.defaultPrevented) sent++;
			event.preventDefault();
		});
		await act(async () => {});
		const submit = form.querySelector<HTMLInputElement>('#submit')!;
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		await act(async () => {
			submit.dispatchEvent(click);
		});
		expect(click.defaultPrevented).toBe(true);
		const alert = document.querySelector('.comment-form-rating [role=alert]')!;
		expect(alert.textContent).toBe('Please select a rating');
		expect(document.activeElement).toBe(stars()[0]);
		const group = document.querySelector('[role=radiogroup]')!;
		expect(group.getAttribute('aria-invalid')).toBe('true');
		expect(group.getAttribute('aria-describedby')).toBe(alert.id);
		// A form that skips validation gets to submit: refused there too.
		const submitEvent = new Event('submit', { cancelable: true });
		await act(async () => {
			form.dispatchEvent(submitEvent);
		});
		expect(submitEvent.defaultPrevented).toBe(true);
		expect(sent).toBe(0);
		// A chosen rating clears the alert, and the form goes.
		await act(async () => stars()[1].click());
		expect(alert.textContent).toBe('');
		expect(group.hasAttribute('aria-invalid')).toBe(false);
		const again = new MouseEvent('click', { bubbles: true, cancelable: true });
		submit.dispatchEvent(again);
		expect(again.defaultPrevented).toBe(false);
		unmount();
	});

	it('lets a review without a rating go when the shop does not require one', async () => {
		g.wc_single_product_params = { ...(realParams as object), review_rating_required: 'no' };
		const element = fixture<HTMLSelectElement>(demoSelect);
		const props = readRatingProps(element)!;
		expect(props.required).toBe(false);
		element.remove();
	});

	it('stays a plain select without the global, as single-product.js does', () => {
		const element = fixture(demoSelect);
		expect(readRatingProps(element)).toBeNull();
	});

	itLeavesNothingBehind({
		html: demoSelect,
		mount: (element, context) => {
			g.wc_single_product_params = realParams;
			return mount(element, context);
		},
		render,
		timers: true,
		use: () => document.querySelectorAll<HTMLElement>('p.stars a')[2]?.click(),
		usage: 'a star chosen',
	});
});
