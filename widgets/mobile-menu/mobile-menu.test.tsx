import { describe } from 'vitest';
import { offCanvasMenu } from '../../demo/server/render/jnews/reading-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { MobileMenu } from './mobile-menu';
import mount from './index';

const markup = offCanvasMenu([{ title: 'One', url: '/news/one/' }]).value;

describe('mobile menu', () => {
	const render = (element: HTMLElement) => <MobileMenu element={element} />;
	itHydratesByteForByte('off-canvas menu', markup, render);
	itLeavesNothingBehind({
		html: markup,
		mount, timers: true, render,
		// Opened through a toggle beside it (focus trapped, Escape listened for), then unmounted open.
		use: (element) => {
			element.insertAdjacentHTML('beforebegin', '<a href="#" class="toggle_btn jeg_mobile_toggle" aria-label="Show Menu">Menu</a>');
			(element.previousElementSibling as HTMLElement).click();
		},
	});
});
