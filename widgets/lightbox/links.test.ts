import { afterEach, describe, expect, it } from 'vitest';
import { island } from './island';
import { optionsFor, PARAMS_GLOBAL, setScriptOptions } from './link-options';
import { deepLinkTarget, galleryName, hookValue, isLightboxLink, itemOf, linkSet } from './links';

afterEach(() => {
	document.body.innerHTML = '';
});

const page = (html: string) => {
	document.body.innerHTML = html;
	return Array.from(document.querySelectorAll('a'));
};

describe('prettyPhoto links', () => {
	it('reads the hook from data-rel before rel, and the gallery name in brackets', () => {
		const [both, rel, zoom] = page('<a data-rel="prettyPhoto[a]" rel="prettyPhoto[b]"></a><a rel="prettyPhoto"></a><a class="zoom"></a>');
		expect(hookValue(both!)).toBe('prettyPhoto[a]');
		expect(hookValue(rel!)).toBe('prettyPhoto');
		expect(hookValue(zoom!)).toBe('');
		expect(galleryName('prettyPhoto[product-gallery]')).toBe('product-gallery');
		expect(galleryName('prettyPhoto')).toBeNull();
	});

	it("leaves the wishlist's popup openers and switched-off links alone", () => {
		const links = page(
			'<a data-rel="prettyPhoto[add_to_wishlist_12]"></a><a data-rel="prettyPhoto[ask_an_estimate]"></a><a data-rel="prettyPhoto[create_wishlist]"></a>' +
				'<a data-rel="prettyPhoto[move_to_another_wishlist]"></a><div data-island-off><a rel="prettyPhoto"></a></div><a rel="prettyPhoto[ask_an_estimate_photos]"></a><a href="/x"></a>',
		);
		expect(links.map(isLightboxLink)).toEqual([false, false, false, false, false, true, false]);
	});

	it("loads for prettyPhoto markup but not for the wishlist's openers alone", () => {
		const links = page(
			'<a rel="prettyPhoto[g]"></a><a class="zoom"></a><a data-rel="prettyPhoto[g]"></a><a data-rel="prettyPhoto[add_to_wishlist_12]"></a>' +
				'<a data-rel="prettyPhoto[create_wishlist]"></a><a data-rel="prettyPhoto[move_to_another_wishlist]"></a><a data-rel="prettyPhoto[ask_an_estimate]"></a><a href="/x"></a>',
		);
		expect(links.map((link) => link.matches(island.selector))).toEqual([true, true, true, false, false, false, false, false]);
	});

	it('groups by the exact gallery name, in page order, starting at the clicked link even when an href repeats', () => {
		const links = page(
			'<a href="/1.jpg" rel="prettyPhoto[g]"></a><a href="/x.jpg" rel="prettyPhoto[g2]"></a><a href="/1.jpg" rel="prettyPhoto[g]"></a>' +
				'<a href="/3.jpg" data-rel="prettyPhoto[g]"></a><a href="/solo.jpg" rel="prettyPhoto"></a>',
		);
		const set = linkSet(links[2]!, document);
		expect(set.links.map((link) => link.getAttribute('href'))).toEqual(['/1.jpg', '/1.jpg', '/3.jpg']);
		expect(set.start).toBe(1);
		expect(linkSet(links[4]!, document)).toEqual({ links: [links[4]], start: 0 });
	});

	it('takes the title from the first image alt and the description from the link title, as text', () => {
		const [link] = page('<a href="/a.jpg" title="Desc &lt;i&gt;" rel="prettyPhoto"><img alt="<b>Alt</b>"><img alt="second"></a>');
		expect(itemOf(link!)).toEqual({ href: '/a.jpg', title: '<b>Alt</b>', description: 'Desc <i>' });
	});

	it('finds a deep link target by comparing values', () => {
		const links = page('<a rel="prettyPhoto[g]"></a><a rel="prettyPhoto[g]"></a><a rel="prettyPhoto"></a>');
		expect(deepLinkTarget({ name: 'g', index: 1 }, document)).toBe(links[1]);
		expect(deepLinkTarget({ name: '', index: 0 }, document)).toBe(links[2]);
		expect(deepLinkTarget({ name: 'g', index: 5 }, document)).toBeNull();
	});
});

describe('options per link', () => {
	it("gives rel links prettyPhoto's defaults and WooCommerce links WooCommerce's, under the site params and script options", () => {
		const [rel, woo, zoom] = page('<a rel="prettyPhoto"></a><a data-rel="prettyPhoto[g]"></a><a class="zoom"></a>');
		expect(optionsFor(rel!, {})).toMatchObject({ theme: 'pp_default', horizontal_padding: 16, deeplinking: false });
		expect(optionsFor(woo!, {})).toMatchObject({ theme: 'pp_woocommerce', horizontal_padding: 20, deeplinking: false });
		expect(optionsFor(zoom!, {}).theme).toBe('pp_woocommerce');
		expect(optionsFor(woo!, { [PARAMS_GLOBAL]: { deeplinking: '1', slideshow: '2000' } })).toMatchObject({ deeplinking: true, slideshow: 2000 });
		setScriptOptions(rel!, { slideshow: false });
		expect(optionsFor(rel!, { [PARAMS_GLOBAL]: { slideshow: '2000' } }).slideshow).toBe(0);
	});
});
