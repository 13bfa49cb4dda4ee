/**
 * What a found or reset variation changes on the page, as WooCommerce's own
 * handlers change it: the `.single_variation` block, `input.variation_id`, the
 * quantity input's bounds, the add-to-cart button's classes, the SKU and the
 * main product image. Originals are kept in `data-o_*` attributes (WooCommerce's
 * convention, which gallery scripts read) so a reset restores them.
 *
 * `price_html`, `availability_html` and `variation_description` are the shop's
 * own HTML fragments (contract); they are parsed inert, stripped of scripts and
 * inline handlers, then inserted. Every other string is set as text.
 */
import type { WcVariation } from '../../contracts/variations';

/** Button classes WooCommerce toggles (`onShow` / `onHide`). */
const NEEDS_SELECTION = 'wc-variation-selection-needed';
const UNAVAILABLE = 'wc-variation-is-unavailable';
const WRAP_ENABLED = 'woocommerce-variation-add-to-cart-enabled';
const WRAP_DISABLED = 'woocommerce-variation-add-to-cart-disabled';

/** A server HTML fragment as inert nodes: no `<script>`, no `on*` handler, no `javascript:` link. */
export function serverFragment(doc: Document, markup: string): DocumentFragment {
	const template = doc.createElement('template');
	template.innerHTML = markup;
	for (const element of template.content.querySelectorAll('*')) {
		if (/^(script|iframe|object|embed)$/i.test(element.tagName)) {
			element.remove();
			continue;
		}
		for (const { name, value } of [...element.attributes])
			if (/^on/i.test(name) || (/^(href|src|action|formaction|xlink:href)$/i.test(name) && /^\s*javascript:/i.test(value)))
				element.removeAttribute(name);
	}
	return template.content;
}

function block(doc: Document, className: string, markup: string | undefined): HTMLElement {
	const element = doc.createElement('div');
	element.className = className;
	if (markup) element.append(serverFragment(doc, markup));
	return element;
}

/** The variation template (description, price, availability), or the "unavailable" paragraph for a hidden variation. */
export function renderVariation(target: HTMLElement, variation: WcVariation, unavailableText: string): void {
	const doc = target.ownerDocument;
	if (!variation.variation_is_visible) {
		const note = doc.createElement('p');
		note.setAttribute('role', 'alert');
		note.textContent = unavailableText;
		target.replaceChildren(note);
		return;
	}
	target.replaceChildren(
		block(doc, 'woocommerce-variation-description', variation.variation_description),
		block(doc, 'woocommerce-variation-price', variation.price_html),
		block(doc, 'woocommerce-variation-availability', variation.availability_html),
	);
}

const fire = (element: Element, type: string) => element.dispatchEvent(new Event(type, { bubbles: true }));

/** Sets `input.variation_id` (and `input[name=variation_id]`) and tells listeners, as WooCommerce does. */
export function setVariationId(form: HTMLFormElement, id: number | ''): void {
	for (const input of form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id')) {
		input.value = String(id);
		fire(input, 'change');
	}
}

/** min/max from the variation; the current quantity kept within them; sold-individually hides the field. */
export function applyQuantity(wrap: Element | null, variation: WcVariation): void {
	const input = wrap && wrap.querySelector<HTMLInputElement>('.quantity input.qty[name="quantity"]');
	if (!input) return;
	const box = input.closest<HTMLElement>('.quantity');
	if (variation.is_sold_individually === 'yes') {
		input.value = '1';
		input.setAttribute('min', '1');
		input.setAttribute('max', '');
		if (box) box.style.display = 'none';
	} else {
		const max = parseFloat(String(variation.max_qty));
		const min = variation.min_qty;
		let value = parseFloat(input.value);
		if (Number.isNaN(value)) value = min;
		else {
			if (value > max) value = max;
			if (value < min) value = min;
		}
		input.setAttribute('min', String(min));
		input.setAttribute('max', String(variation.max_qty));
		input.value = String(value);
		if (box) box.style.display = '';
	}
	fire(input, 'change');
}

export type ButtonState = 'purchasable' | 'unavailable' | 'needs-selection';

/** The add-to-cart button and its wrapper, as `onShow` / `onHide` leave them. */
export function setButtonState(form: HTMLFormElement, state: ButtonState): void {
	for (const button of form.querySelectorAll<HTMLElement>('.single_add_to_cart_button')) {
		button.classList.remove('disabled', NEEDS_SELECTION, UNAVAILABLE);
		if (state !== 'purchasable') button.classList.add('disabled', state === 'unavailable' ? UNAVAILABLE : NEEDS_SELECTION);
		if (state === 'purchasable') button.removeAttribute('aria-disabled');
		else button.setAttribute('aria-disabled', 'true');
	}
	for (const wrap of form.querySelectorAll('.woocommerce-variation-add-to-cart')) {
		wrap.classList.toggle(WRAP_ENABLED, state === 'purchasable');
		wrap.classList.toggle(WRAP_DISABLED, state !== 'purchasable');
	}
}

export const buttonState = (button: Element): ButtonState =>
	!button.classList.contains('disabled') ? 'purchasable' : button.classList.contains(UNAVAILABLE) ? 'unavailable' : 'needs-selection';

/** `wc_set_content` / `wc_reset_content`: text of `.product_meta .sku`, original kept in `data-o_content`. */
export function setSku(product: Element | null, sku: string | undefined): void {
	if (!product) return;
	for (const element of product.querySelectorAll('.product_meta .sku')) {
		if (!element.hasAttribute('data-o_content')) element.setAttribute('data-o_content', element.textContent || '');
		element.textContent = sku || element.getAttribute('data-o_content') || '';
	}
}

const IMAGE_ATTRIBUTES: ReadonlyArray<[attribute: string, key: string]> = [
	['src', 'src'],
	['srcset', 'srcset'],
	['sizes', 'sizes'],
	['title', 'title'],
	['alt', 'alt'],
	['width', 'src_w'],
	['height', 'src_h'],
];

/** http(s) or relative: a picture URL from the shop's data, never a `javascript:` or `data:` one. */
function safeImageUrl(value: unknown, base: string): string | null {
	if (typeof value !== 'string' || value.length < 2) return null;
	try {
		return /^https?:$/.test(new URL(value, base).protocol) ? value : null;
	} catch {
		return null;
	}
}

function mainImage(product: Element | null): HTMLImageElement | null {
	const wrap = product && product.querySelector('.images .woocommerce-product-gallery__image, .images .woocommerce-product-gallery__image--placeholder');
	return wrap && wrap.querySelector<HTMLImageElement>('.wp-post-image');
}

/** `wc_variations_image_update`: the variation's picture in the gallery's first image, or the original back. */
export function updateImage(product: Element | null, variation: WcVariation | null): void {
	const image = mainImage(product);
	if (!image) return;
	const picture = variation && variation.image;
	const src = picture ? safeImageUrl(picture.src, image.ownerDocument.baseURI) : null;
	for (const [attribute, key] of IMAGE_ATTRIBUTES) {
		const saved = `data-o_${attribute}`;
		if (src && picture) {
			if (!image.hasAttribute(saved)) image.setAttribute(saved, image.getAttribute(attribute) || '');
			const value = attribute === 'src' ? src : picture[key];
			if (value === false || value === undefined || value === null) image.removeAttribute(attribute);
			else image.setAttribute(attribute, String(value));
		} else if (image.hasAttribute(saved)) {
			const original = image.getAttribute(saved);
			if (original) image.setAttribute(attribute, original);
			else image.removeAttribute(attribute);
		}
	}
}
