import { dataFlag } from '../../contracts/data-flag';
import { looseTrue, readJnewsOption } from '../../contracts/jnews-option';
import { readsRightToLeft } from '../../runtime/dom/reading-direction';
import { defineIsland } from '../../runtime/react/define-island';
import { dataOf, overlayStripOptions } from '../../runtime/slider/block-sliders';
import { OverlaySlider } from './overlay-slider';

const readProps = (element: HTMLElement) =>
	element === element.ownerDocument.querySelector('.jeg_overlay_slider')
		? { options: overlayStripOptions(dataOf(element)), fullscreen: dataFlag(element.getAttribute('data-fullscreen')), rtl: looseTrue(readJnewsOption()?.rtl) || readsRightToLeft(element) }
		: null;

export default defineIsland(readProps, OverlaySlider);
