/**
 * A reader adds a shop product to the wishlist: the time from the click to
 * the add block showing the product in the list (its `exists` state, after
 * the server's answer and the fragments), and the requests that took.
 */
import type { Page } from 'playwright-core';

const BLOCK = 'li.product .yith-wcwl-add-to-wishlist.add-to-wishlist-11';

export async function addToWishlist(page: Page): Promise<{ requests: number; clickToShown: number }> {
	let requests = 0;
	const count = (request: { url(): string; method(): string }) => void (request.method() === 'POST' && request.url().includes('admin-ajax.php') && requests++);
	page.on('request', count);
	const clickToShown = await page.evaluate(
		(selector) =>
			new Promise<number>((resolve) => {
				const link = document.querySelector<HTMLElement>(`${selector} a.add_to_wishlist`)!;
				let clickedAt = 0;
				link.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
				// No named function in here: the test runner's transform would wrap it in a helper the page lacks.
				new MutationObserver((_, observer) => {
					if (!document.querySelector(`${selector}.exists`)) return;
					observer.disconnect();
					resolve(performance.now() - clickedAt);
				}).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
				link.click();
			}),
		BLOCK,
	);
	page.off('request', count);
	return { requests, clickToShown };
}
