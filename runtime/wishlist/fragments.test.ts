import { afterEach, describe, expect, it, vi } from 'vitest';
import { formBody } from '../http/form-encode';
import { applyFragments, collectFragments, fragmentKey, fragmentOptions, fragmentSelector, receiveFragments } from './fragments';

afterEach(() => {
	document.body.innerHTML = '';
});

const atw = (id: number, extra = '') =>
	`<div class="yith-wcwl-add-to-wishlist add-to-wishlist-${id} yith-wcwl-add-to-wishlist---style${extra} wishlist-fragment on-first-load" data-fragment-ref="${id}" data-fragment-options="{&quot;base_url&quot;:&quot;&quot;,&quot;product_id&quot;:${id},&quot;is_single&quot;:false,&quot;item&quot;:&quot;add_to_wishlist&quot;}"><a class="add_to_wishlist">Add</a></div>`;
const form = '<form id="yith-wcwl-form" class="woocommerce yith-wcwl-form wishlist-fragment" data-fragment-options="{&quot;wishlist_id&quot;:&quot;RN6VRZ64MGIL&quot;,&quot;is_user_owner&quot;:true,&quot;item&quot;:&quot;wishlist&quot;}"></form>';

describe('fragment keys and selectors (contract §4.2, §4.3)', () => {
	it('builds the OBS key: classes in attribute order, exists and empty parts dropped, joined with the glue', () => {
		document.body.innerHTML = atw(12, ' exists').replace('add-to-wishlist-12 ', 'add-to-wishlist-12  ');
		const element = document.body.firstElementChild!;
		expect(fragmentKey(element, '.')).toBe('yith-wcwl-add-to-wishlist.add-to-wishlist-12.yith-wcwl-add-to-wishlist---style.wishlist-fragment.on-first-load');
		expect(fragmentKey(element, '__')).toBe('yith-wcwl-add-to-wishlist__add-to-wishlist-12__yith-wcwl-add-to-wishlist---style__wishlist-fragment__on-first-load');
	});

	it('selects with dots whatever the glue, without exists and with-count', () => {
		expect(fragmentSelector('a__exists__b__with-count', '__')).toBe('.a.b');
		expect(fragmentSelector('woocommerce.yith-wcwl-form.wishlist-fragment', '.')).toBe('.woocommerce.yith-wcwl-form.wishlist-fragment');
	});

	it('encodes options jQuery-style, booleans as true/false', () => {
		document.body.innerHTML = atw(12);
		const body = formBody({ action: 'add_to_wishlist', nonce: 'n', context: 'frontend', add_to_wishlist: '12', product_type: 'simple', fragments: collectFragments(12, '.') });
		expect(body).toBe(
			'action=add_to_wishlist&nonce=n&context=frontend&add_to_wishlist=12&product_type=simple' +
				'&fragments%5Byith-wcwl-add-to-wishlist.add-to-wishlist-12.yith-wcwl-add-to-wishlist---style.wishlist-fragment.on-first-load%5D%5Bbase_url%5D=' +
				'&fragments%5Byith-wcwl-add-to-wishlist.add-to-wishlist-12.yith-wcwl-add-to-wishlist---style.wishlist-fragment.on-first-load%5D%5Bproduct_id%5D=12' +
				'&fragments%5Byith-wcwl-add-to-wishlist.add-to-wishlist-12.yith-wcwl-add-to-wishlist---style.wishlist-fragment.on-first-load%5D%5Bis_single%5D=false' +
				'&fragments%5Byith-wcwl-add-to-wishlist.add-to-wishlist-12.yith-wcwl-add-to-wishlist---style.wishlist-fragment.on-first-load%5D%5Bitem%5D=add_to_wishlist',
		);
	});
});

describe('collect (§4.2)', () => {
	it('no argument: every fragment; a scalar: ref-less ones plus the matching ref; firstLoad: only on-first-load', () => {
		document.body.innerHTML = atw(12) + atw(13) + form;
		expect(Object.keys(collectFragments(undefined, '.'))).toHaveLength(3);
		const keys = Object.keys(collectFragments(12, '.'));
		expect(keys).toEqual(['yith-wcwl-add-to-wishlist.add-to-wishlist-12.yith-wcwl-add-to-wishlist---style.wishlist-fragment.on-first-load', 'woocommerce.yith-wcwl-form.wishlist-fragment']);
		expect(Object.keys(collectFragments({ firstLoad: true }, '.'))).toHaveLength(2);
		expect(Object.keys(collectFragments({ container: document.createElement('div') }, '.'))).toEqual([]);
	});

	it('keeps options in memory: a change to the copy is what is sent next', () => {
		document.body.innerHTML = atw(15);
		fragmentOptions(document.body.firstElementChild!).product_id = 17;
		expect(Object.values(collectFragments(undefined, '.'))[0].product_id).toBe(17);
	});

	it('reads unreadable options as empty', () => {
		document.body.innerHTML = '<div class="wishlist-fragment x" data-fragment-options="{nope"></div>';
		expect(collectFragments(undefined, '.')).toEqual({ 'wishlist-fragment.x': {} });
	});
});

describe('apply (§4.3)', () => {
	it('replaces every page match with its own copy, top-level or descendant, and fires one replaced event', () => {
		document.body.innerHTML = atw(12) + atw(12) + atw(13);
		const replaced = vi.fn();
		document.addEventListener('yith:yith_wcwl_fragments_replaced', replaced);
		const key = 'yith-wcwl-add-to-wishlist.add-to-wishlist-12.yith-wcwl-add-to-wishlist---style.wishlist-fragment.on-first-load';
		const html = `<div class="wrapper">${atw(12, ' exists').replace('>Add<', '>Added<')}</div>`;
		expect(applyFragments({ [key]: html, unknown: '<p class="unknown"></p>' }, '.', { s: 12 })).toBe(2);
		const nodes = document.querySelectorAll('.add-to-wishlist-12');
		expect([...nodes].map((node) => node.textContent)).toEqual(['Added', 'Added']);
		expect(nodes[0]).not.toBe(nodes[1]);
		expect(document.querySelector('.add-to-wishlist-13')!.textContent).toBe('Add');
		expect(replaced).toHaveBeenCalledOnce();
		expect((replaced.mock.calls[0][0] as CustomEvent).detail[0]).toEqual({ fragments: { [key]: html, unknown: '<p class="unknown"></p>' }, data: { s: 12 } });
		document.removeEventListener('yith:yith_wcwl_fragments_replaced', replaced);
	});

	it('hands a hydrated element its replacement instead of swapping it', () => {
		document.body.innerHTML = form;
		const element = document.body.firstElementChild!;
		const received: Element[] = [];
		const stop = receiveFragments(element, (replacement) => received.push(replacement));
		applyFragments({ 'woocommerce.yith-wcwl-form.wishlist-fragment': form.replace('></form>', '><p>new</p></form>') }, '.');
		expect(document.body.firstElementChild).toBe(element);
		expect(received[0].innerHTML).toBe('<p>new</p>');
		stop();
	});

	it('a hydrated element takes the reply’s options, over the ones it kept in memory, as a replaced one is read afresh', () => {
		document.body.innerHTML = atw(15);
		const element = document.body.firstElementChild!;
		fragmentOptions(element).product_id = 16;
		const stop = receiveFragments(element, () => {});
		const key = 'yith-wcwl-add-to-wishlist.add-to-wishlist-15.yith-wcwl-add-to-wishlist---style.wishlist-fragment.on-first-load';
		const reply = atw(15).replace(/data-fragment-options="[^"]*"/, `data-fragment-options="${'{"product_id":16,"parent_product_id":15,"product_type":"variation"}'.replace(/"/g, '&quot;')}"`);
		applyFragments({ [key]: reply }, '.');
		expect(fragmentOptions(element)).toMatchObject({ product_id: 16, parent_product_id: 15, product_type: 'variation' });
		stop();
	});

	it('does nothing for [] or no fragments', () => {
		document.body.innerHTML = atw(12);
		expect(applyFragments([], '.')).toBe(0);
		expect(applyFragments(undefined, '.')).toBe(0);
	});
});
