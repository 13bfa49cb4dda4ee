import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { serverTree } from './server-tree';
import { itHydratesByteForByte } from './testing/island-contract-tests';
import { act, checkServerIdentity, fixture, hydrateForTest } from './testing/island-kit';
import { useHydrated } from './use-hydrated';

const fixtures = {
	'spacing, data and style': '<div class="product  type-simple" data-x="1" style="display:none;color: red"><span>kept</span></div>',
	'a comment the theme printed': '<div class="wrap"><!-- wp:block --><span>kept</span><!-- /wp:block --></div>',
	'form fields': [
		'<form class="cart"><label for="q">Qty</label>',
		'<input id="q" class="input-text qty" type="number" value="2" min="1" tabindex="0">',
		'<input type="checkbox" name="gift" checked><textarea name="note">Hi &amp; bye</textarea>',
		'<select name="size"><option value="">Choose</option><option value="l" selected>L</option></select></form>',
	].join(''),
	svg: '<span class="icon"><svg viewBox="0 0 10 10" aria-hidden="true"><path d="M0 0h10"></path></svg></span>',
	'an empty class attribute (WooCommerce selects)': '<select id="pa_size" class="" name="attribute_pa_size"><option value="">Choose</option></select>',
	'boolean attributes': '<fieldset disabled><select multiple required><option selected>A</option></select><details open><summary>More</summary></details><p hidden>x</p></fieldset>',
	'entities and text': '<p><a href="/cart/" title="Cart &quot;now&quot;">Cart &lt;3</a> text tail</p>',
};

describe('serverTree', () => {
	itHydratesByteForByte('markup', Object.entries(fixtures), (element) => serverTree(element));

	it('leaves inline on* handlers to the browser', async () => {
		const html = '<form class="edit-account" onsubmit="return false"><button>Save</button></form>';
		const { before, after, mismatches } = await checkServerIdentity(html, (element) => serverTree(element));
		expect(after).toBe(before);
		// React reports the printed handler it was not given; it does not patch it either.
		for (const report of mismatches) expect(report).toContain('onsubmit');
	});

	it('adds what enhance returns, once hydrated, to the chosen elements only', () => {
		const element = fixture('<p class="note"><a class="dismiss">x</a></p>');
		function Note() {
			const hydrated = useHydrated();
			return serverTree(element.cloneNode(true) as Element, (node) => hydrated && node.localName === 'a' && { role: 'button' });
		}
		const unmount = hydrateForTest(element, <Note />);
		expect(element.outerHTML).toBe('<p class="note"><a class="dismiss" role="button">x</a></p>');
		unmount();
	});

	it('keeps printed boolean attributes on when a render swaps in fresh server markup', async () => {
		const element = fixture('<div class="fields"><button class="save">Save</button><select><option value="a">A</option><option value="b">B</option></select></div>');
		let swap: (markup: Element) => void = () => {};
		function Fields() {
			const [markup, setMarkup] = useState(() => element.cloneNode(true) as Element);
			swap = setMarkup;
			return serverTree(markup);
		}
		const unmount = hydrateForTest(element, <Fields />);
		await act(() => swap(fixture('<div class="fields"><button class="save" disabled>Save</button><select><option value="a">A</option><option value="b" selected>B</option></select></div>')));
		expect(element.querySelector('button')!.disabled).toBe(true);
		expect(element.querySelector('select')!.value).toBe('b');
		unmount();
	});
});
