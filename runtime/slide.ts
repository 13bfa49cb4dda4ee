/**
 * jQuery's slideUp / slideDown without jQuery: height, padding and margin
 * animate to or from zero. Under reduced motion the change is instant.
 * `slide` only animates: a component shows the element before sliding down
 * and hides it by rendering after sliding up, so its render stays the truth.
 */
import { prefersReducedMotion } from './motion';

const COLLAPSED: Keyframe = { height: '0px', paddingTop: '0px', paddingBottom: '0px', marginTop: '0px', marginBottom: '0px' };

export function slide(element: HTMLElement, direction: 'up' | 'down', durationMs: number): Promise<void> {
	if (prefersReducedMotion() || typeof element.animate !== 'function') return Promise.resolve();
	const expanded: Keyframe = { height: `${element.offsetHeight}px` };
	element.style.overflow = 'hidden';
	const keyframes = direction === 'up' ? [expanded, COLLAPSED] : [COLLAPSED, expanded];
	const animation = element.animate(keyframes, { duration: durationMs, easing: 'ease-in-out' });
	const restore = () => {
		element.style.removeProperty('overflow');
	};
	return animation.finished.then(restore, restore);
}
