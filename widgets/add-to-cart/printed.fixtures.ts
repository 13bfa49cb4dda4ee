/**
 * The buttons exactly as the demo's PHP stand-in prints them, rendered by the
 * demo's own functions so the fixtures cannot drift from the pages.
 */
import { loopButton, type LoopItem } from '../../demo/server/render/product-card';
import { productPage } from '../../demo/server/render/product-page';
import { findBySlug, findProduct } from '../../demo/server/state/catalogue';

const item = (id: number) => findProduct(id) as LoopItem;

/** The first AJAX button of a product page (its related products) with the span after it. */
function productPageButton(slug: string): string {
	const template = document.createElement('template');
	template.innerHTML = productPage(findBySlug(slug)!, {}).content.value;
	const button = template.content.querySelector('.ajax_add_to_cart')!;
	return button.outerHTML + (button.nextElementSibling?.outerHTML ?? '');
}

export const printedButtons = (): Record<string, string> => ({
	'shop loop button (simple product)': loopButton(item(11)).value,
	'shop loop button (sold individually)': loopButton(item(14)).value,
	'featured variation button': loopButton(item(18)).value,
	'single product page button (related products)': productPageButton('mug'),
});
