/**
 * The "blocked" look of jQuery BlockUI, without jQuery: the element gets a
 * `div.blockUI.blockOverlay` child (themes style that class; WooCommerce draws
 * its spinner on it) and a `div.blockUI.blockMsg` with the message. It fades in
 * over 200 ms and out over 400 ms, or not at all under reduced motion. While it
 * fades out the work is over, so the layers let clicks through: a press in those
 * 400 ms reaches the control under them instead of a fading overlay.
 */
import { prefersReducedMotion } from './motion';
import { __ } from './i18n';

const FADE_IN_MS = 200;
const FADE_OUT_MS = 400;
const OVERLAY_OPACITY = 0.6;

const OVERLAY_STYLE =
	'position:absolute;inset:0;z-index:1000;margin:0;padding:0;border:none;background:#fff;cursor:wait;';
const MESSAGE_STYLE =
	'position:absolute;inset:0;z-index:1001;display:flex;align-items:center;justify-content:center;margin:0;font-size:.875em;cursor:wait;';

function fade(element: HTMLElement, from: number, to: number, durationMs: number): Promise<void> {
	element.style.opacity = String(to);
	if (prefersReducedMotion() || typeof element.animate !== 'function') return Promise.resolve();
	const animation = element.animate([{ opacity: from }, { opacity: to }], { duration: durationMs, easing: 'linear' });
	return animation.finished.then(
		() => undefined,
		() => undefined,
	);
}

/** Blocks `element` and returns the function that unblocks it. */
export function blockElement(element: HTMLElement, message: string = __('Please wait...')): () => Promise<void> {
	const view = element.ownerDocument.defaultView;
	const wasStatic = view?.getComputedStyle(element).position === 'static';
	if (wasStatic) element.style.position = 'relative';
	element.setAttribute('aria-busy', 'true');
	element.classList.add('blockUI-blocked');

	const overlay = element.ownerDocument.createElement('div');
	overlay.className = 'blockUI blockOverlay';
	overlay.style.cssText = OVERLAY_STYLE;
	const text = element.ownerDocument.createElement('div');
	text.className = 'blockUI blockMsg';
	text.style.cssText = MESSAGE_STYLE;
	text.textContent = message;
	element.append(overlay, text);
	void fade(overlay, 0, OVERLAY_OPACITY, FADE_IN_MS);
	void fade(text, 0, 1, FADE_IN_MS);

	return async () => {
		overlay.style.pointerEvents = text.style.pointerEvents = 'none';
		await Promise.all([fade(overlay, OVERLAY_OPACITY, 0, FADE_OUT_MS), fade(text, 1, 0, FADE_OUT_MS)]);
		overlay.remove();
		text.remove();
		element.removeAttribute('aria-busy');
		element.classList.remove('blockUI-blocked');
		if (wasStatic) element.style.position = '';
	};
}
