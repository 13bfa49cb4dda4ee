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
