// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AJAX_HEADERS, type Visitor, useDemoServer } from './testing';

const server = useDemoServer();

/** The visitor's `yith_wcwl_l10n` from a page (the last printed copy). */
async function l10n(visitor: Visitor, path = '/shop/') {
	const html = await (await visitor.fetch(path)).text();
	const copies = [...html.matchAll(/var yith_wcwl_l10n = (.*);\n/g)];
	expect(copies.length).toBeGreaterThan(1);
	return { html, l10n: JSON.parse(copies.at(-1)![1]) as { nonce: Record<string, string> } };
}

async function call(visitor: Visitor, action: string, nonce: string, fields: Record<string, string | string[]> = {}) {
	const body = new URLSearchParams({ action, nonce, context: 'frontend' });
	for (const [key, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(key, one);
	const response = await visitor.fetch('/wp-admin/admin-ajax.php', { method: 'POST', headers: AJAX_HEADERS, body: body.toString() });
	return { response, text: await response.text() };
}

const KEY = 'yith-wcwl-add-to-wishlist.add-to-wishlist-11.yith-wcwl-add-to-wishlist---style.wishlist-fragment.on-first-load';
const addFields = { add_to_wishlist: '11', product_type: 'simple', wishlist_id: '', [`fragments[${KEY}][product_id]`]: '11', [`fragments[${KEY}][item]`]: 'add_to_wishlist' };

const lists = async () => (await (await fetch(`${server.running.base}/demo/api/wishlists`)).json()) as { lists: { token: string; id: number; name: string; privacy: number; items: { productId: number; quantity: number; itemId: number }[] }[]; estimates: unknown[] };

describe('wishlist plugin emulation', () => {
	it('prints buttons and l10n on the shop; add answers true, then exists; a bad nonce {"result":false}', async () => {
		const { html, l10n: data } = await l10n(server.visitor);
		expect(html).toContain('<div\n\tclass="yith-wcwl-add-to-wishlist add-to-wishlist-11 yith-wcwl-add-to-wishlist---style wishlist-fragment on-first-load"\n\tdata-fragment-ref="11"');
		const first = await call(server.visitor, 'add_to_wishlist', data.nonce.add_to_wishlist_nonce, addFields);
		expect(server.visitor.lastSetCookie.some((line) => /^yith_wcwl_session_[0-9a-f]{32}=.*HttpOnly/.test(line))).toBe(true);
		const reply = JSON.parse(first.text);
		expect(reply).toMatchObject({ prod_id: 11, result: 'true', message: false, user_wishlists: [{ wishlist_name: 'My wishlist', default: true }] });
		expect(reply.fragments[KEY]).toContain('yith-wcwl-wishlistaddedbrowse');
		expect(reply.fragments[KEY]).toContain(' exists ');
		expect(JSON.parse((await call(server.visitor, 'add_to_wishlist', data.nonce.add_to_wishlist_nonce, addFields)).text)).toMatchObject({ result: 'exists', message: '' });
		expect((await call(server.visitor, 'add_to_wishlist', 'deadbeef00', addFields)).text).toBe('{"result":false}');
		expect((await lists()).lists[0].items.map((item) => item.productId)).toEqual([11]);
	});

	it("binds nonces to the user: a guest's nonce fails once logged in", async () => {
		const guest = (await l10n(server.visitor)).l10n.nonce.add_to_wishlist_nonce;
		await server.visitor.logIn('reader');
		expect((await call(server.visitor, 'add_to_wishlist', guest, addFields)).text).toBe('{"result":false}');
		const mine = (await l10n(server.visitor)).l10n.nonce.add_to_wishlist_nonce;
		expect(JSON.parse((await call(server.visitor, 'add_to_wishlist', mine, addFields)).text).result).toBe('true');
	});

	it('answers each action in its real shape', async () => {
		const { l10n: data } = await l10n(server.visitor);
		const n = data.nonce;
		await call(server.visitor, 'add_to_wishlist', n.add_to_wishlist_nonce, addFields);
		await call(server.visitor, 'add_to_wishlist', n.add_to_wishlist_nonce, { ...addFields, add_to_wishlist: '12' });
		const [list] = (await lists()).lists;
		// quantity and sort: always an empty body
		expect((await call(server.visitor, 'update_item_quantity', n.update_item_quantity_nonce, { product_id: '11', wishlist_token: list.token, quantity: '4' })).text).toBe('');
		expect((await call(server.visitor, 'update_item_quantity', 'bad', { product_id: '11', wishlist_token: list.token, quantity: '9' })).text).toBe('');
		expect((await call(server.visitor, 'sort_wishlist_items', n.sort_wishlist_items_nonce, { 'positions[]': ['12', '11'], wishlist_token: list.token, page: '1', per_page: '5' })).text).toBe('');
		let after = (await lists()).lists[0];
		expect(after.items.map((item) => [item.productId, item.quantity])).toEqual([[12, 1], [11, 4]]);
		// title and privacy
		expect(JSON.parse((await call(server.visitor, 'save_title', n.save_title_nonce, { wishlist_id: list.token, title: '  ' })).text)).toEqual({ result: false });
		expect(JSON.parse((await call(server.visitor, 'save_title', n.save_title_nonce, { wishlist_id: list.token, title: 'Birthday' })).text)).toEqual({ result: true, fragments: [] });
		expect(JSON.parse((await call(server.visitor, 'save_privacy', n.save_privacy_nonce, { wishlist_id: String(list.id), privacy: '3' })).text)).toEqual({ result: false });
		expect(JSON.parse((await call(server.visitor, 'save_privacy', n.save_privacy_nonce, { wishlist_id: String(list.id), privacy: '2' })).text)).toEqual({ result: true, fragments: [] });
		// move to a new list needs a name
		expect(JSON.parse((await call(server.visitor, 'move_to_another_wishlist', n.move_to_another_wishlist_nonce, { wishlist_token: list.token, destination_wishlist_token: 'new', item_id: '11', wishlist_name: '' })).text).result).toBe(false);
		const moved = JSON.parse((await call(server.visitor, 'move_to_another_wishlist', n.move_to_another_wishlist_nonce, { wishlist_token: list.token, destination_wishlist_token: 'new', item_id: '11', wishlist_name: 'Gifts', wishlist_visibility: '1' })).text);
		expect(moved).toMatchObject({ result: true, message: 'Element correctly moved to Gifts' });
		expect(moved.user_wishlists.map((entry: { wishlist_name: string }) => entry.wishlist_name)).toEqual(['Birthday', 'Gifts']);
		after = (await lists()).lists[0];
		expect(after).toMatchObject({ name: 'Birthday', privacy: 2 });
		expect(after.items.map((item) => item.productId)).toEqual([12]);
		// estimate: a guest needs an email
		expect(JSON.parse((await call(server.visitor, 'ask_an_estimate', n.ask_an_estimate_nonce, { ask_an_estimate: list.token })).text)).toEqual({ result: false, message: 'You should provide a valid email address that we can use to get back to you' });
		const estimate = JSON.parse((await call(server.visitor, 'ask_an_estimate', n.ask_an_estimate_nonce, { ask_an_estimate: list.token, reply_email: 'a@b.test', additional_notes: 'Soon' })).text);
		expect(estimate).toMatchObject({ result: true, message: 'Estimate request sent' });
		expect(estimate.template).toContain('Your request has been sent.<br/>Thanks!');
		// remove: a bad nonce gives {fragments:[]}; the real one removes
		expect((await call(server.visitor, 'remove_from_wishlist', 'bad', { remove_from_wishlist: '12', wishlist_id: String(list.id), wishlist_token: list.token })).text).toBe('{"fragments":[]}');
		expect((await call(server.visitor, 'remove_from_wishlist', n.remove_from_wishlist_nonce, { remove_from_wishlist: '12', wishlist_id: String(list.id), wishlist_token: list.token })).text).toBe('{"fragments":[]}');
		expect((await lists()).lists[0].items).toEqual([]);
	});

	it('renders the wishlist form as a fragment with the removal notice inside, and only for the owner', async () => {
		const { l10n: data } = await l10n(server.visitor);
		await call(server.visitor, 'add_to_wishlist', data.nonce.add_to_wishlist_nonce, addFields);
		const page = await (await server.visitor.fetch('/wishlist/')).text();
		expect(page).toContain('<tr id="yith-wcwl-row-11" data-row-id="11">');
		const options = /<form\s+id="yith-wcwl-form"[^>]*data-fragment-options="([^"]+)"/.exec(page)![1].replace(/&quot;/g, '"');
		const token = JSON.parse(options).wishlist_token as string;
		const key = 'woocommerce.yith-wcwl-form.wishlist-fragment';
		const fields: Record<string, string> = { remove_from_wishlist: '11', wishlist_id: '', wishlist_token: token };
		for (const [option, value] of Object.entries(JSON.parse(options))) fields[`fragments[${key}][${option}]`] = String(value);
		const reply = JSON.parse((await call(server.visitor, 'remove_from_wishlist', data.nonce.remove_from_wishlist_nonce, fields)).text);
		expect(reply.fragments[key]).toContain('<div class="woocommerce-message" role="alert">\n\t\tProduct successfully removed.\t</div>');
		expect(reply.fragments[key]).toContain('class="wishlist-empty"');
	});

	it('removes the row after an add to cart from the list only for the owner, with the option on', async () => {
		const { l10n: data } = await l10n(server.visitor);
		await call(server.visitor, 'add_to_wishlist', data.nonce.add_to_wishlist_nonce, addFields);
		const [list] = (await lists()).lists;
		const stranger = new (server.visitor.constructor as new (base: string) => Visitor)(server.running.base);
		await stranger.ajax('add_to_cart', { product_id: '11', quantity: '1', remove_from_wishlist_after_add_to_cart: '11', wishlist_id: String(list.id) });
		expect((await lists()).lists[0].items).toHaveLength(1);
		await server.visitor.ajax('add_to_cart', { product_id: '11', quantity: '1', remove_from_wishlist_after_add_to_cart: '11', wishlist_id: String(list.id) });
		expect((await lists()).lists[0].items).toHaveLength(0);
	});

	it('shows a shared list to others without owner controls, and 404s a private one', async () => {
		const { l10n: data } = await l10n(server.visitor);
		await call(server.visitor, 'add_to_wishlist', data.nonce.add_to_wishlist_nonce, addFields);
		const [list] = (await lists()).lists;
		const stranger = new (server.visitor.constructor as new (base: string) => Visitor)(server.running.base);
		const shared = await stranger.fetch(`/wishlist/view/${list.token}/`);
		const html = await shared.text();
		expect(shared.status).toBe(200);
		expect(html).toContain('wishlist_table wishlist_view traditional responsive no-interactions');
		expect(html).toContain('&quot;is_user_owner&quot;:false');
		expect(html).not.toContain('class="remove remove_from_wishlist');
		await call(server.visitor, 'save_privacy', data.nonce.save_privacy_nonce, { wishlist_id: String(list.id), privacy: '2' });
		expect((await stranger.fetch(`/wishlist/view/${list.token}/`)).status).toBe(404);
	});

	it('flags a request without context=frontend', async () => {
		const { l10n: data } = await l10n(server.visitor);
		const body = new URLSearchParams({ action: 'load_fragments', nonce: data.nonce.load_fragments_nonce });
		const response = await server.visitor.fetch('/wp-admin/admin-ajax.php', { method: 'POST', headers: AJAX_HEADERS, body: body.toString() });
		expect(response.headers.get('X-Demo-Violation')).toContain('context');
		expect(await response.text()).toBe('{"fragments":[]}');
	});
});
