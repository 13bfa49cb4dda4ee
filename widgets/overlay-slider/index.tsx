import { dataFlag } from '../../contracts/data-flag';
import { looseTrue, readJnewsOption } from '../../contracts/jnews-option';
import { defineIsland } from '../../runtime/react/define-island';
import { dataOf, overlayStripOptions } from '../../runtime/slider/block-sliders';
import { OverlaySlider } from './overlay-slider';

const readProps = (element: HTMLElement) =>
	element === element.ownerDocument.querySelector('.jeg_overlay_slider')
		? { options: overlayStripOptions(dataOf(element)), fullscreen: dataFlag(element.getAttribute('data-fullscreen')), rtl: looseTrue(readJnewsOption()?.rtl) }
		: null;

export default defineIsland(readProps, OverlaySlider);
