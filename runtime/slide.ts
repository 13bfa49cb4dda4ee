/**
 * jQuery's slideUp / slideDown without jQuery: height, padding and margin
 * animate to or from zero, then the element is hidden or left shown. Under
 * reduced motion the change is instant.
 */
import { prefersReducedMotion } from './motion';

const COLLAPSED: Keyframe = { height: '0px', paddingTop: '0px', paddingBottom: '0px', marginTop: '0px', marginBottom: '0px' };

function run(element: HTMLElement, keyframes: Keyframe[], durationMs: number): Promise<void> {
	if (prefersReducedMotion() || typeof element.animate !== 'function') return Promise.resolve();
	element.style.overflow = 'hidden';
	const animation = element.animate(keyframes, { duration: durationMs, easing: 'ease-in-out' });
	const restore = () => {
		element.style.removeProperty('overflow');
	};
	return animation.finished.then(restore, restore);
}

export async function slideUp(element: HTMLElement, durationMs: number): Promise<void> {
	const expanded: Keyframe = { height: `${element.offsetHeight}px` };
	await run(element, [expanded, COLLAPSED], durationMs);
	element.style.display = 'none';
}

export async function slideDown(element: HTMLElement, durationMs: number, display = 'block'): Promise<void> {
	element.style.display = display;
	await run(element, [COLLAPSED, { height: `${element.offsetHeight}px` }], durationMs);
}
