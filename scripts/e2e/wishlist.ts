import type { DemoPage } from './session';

/**
 * Puts `productId` in a wishlist through the plugin's own add_to_wishlist action, with the nonce of the
 * page the browser is on: the default list, or with `newList` a new list of that name. Tests set up
 * their lists this way; the add buttons themselves have their own tests. Resolves with the reply's
 * `result` ('true', 'exists', 'error', or false for a refused nonce).
 */
export const addThroughAction = (demo: DemoPage, productId: number, newList = ''): Promise<unknown> =>
	demo.page.evaluate(
		async ({ productId, newList }) => {
			const l10n = (window as unknown as { yith_wcwl_l10n: { nonce: Record<string, string> } }).yith_wcwl_l10n;
			const body = new URLSearchParams({
				action: 'add_to_wishlist',
				nonce: l10n.nonce.add_to_wishlist_nonce,
				context: 'frontend',
				add_to_wishlist: String(productId),
				product_type: 'simple',
				wishlist_id: newList ? 'new' : '',
				wishlist_name: newList,
				wishlist_visibility: '0',
			});
			const response = await fetch('/wp-admin/admin-ajax.php', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' } });
			return ((await response.json()) as { result: unknown }).result;
		},
		{ productId, newList },
	);

/** A wishlist as the demo's `/demo/api/wishlists` reports it. */
export interface ServerList {
	token: string;
	id: number;
	name: string;
	privacy: number;
	owner: string;
	items: { itemId: number; productId: number; quantity: number }[];
}

/**
 * The lists the server holds for this browser (its guest session names the owner) or for `owner`
 * (`user:<id>` once logged in); other tests' lists are left out.
 */
export async function serverLists(demo: DemoPage, owner?: string): Promise<ServerList[]> {
	const cookie = (await demo.context.cookies()).find((item) => item.name.startsWith('yith_wcwl_session_'));
	const who = owner ?? (cookie ? `guest:${JSON.parse(decodeURIComponent(cookie.value)).session_id}` : '');
	const all = (await (await demo.context.request.get(demo.url('/demo/api/wishlists'))).json()) as { lists: ServerList[] };
	return all.lists.filter((list) => list.owner === who);
}

/** The page's admin-ajax calls of one wishlist action, in order. */
export const wishlistCalls = (demo: DemoPage, action: string) => demo.ajax.filter((call) => call.endpoint === `admin-ajax:${action}`);
