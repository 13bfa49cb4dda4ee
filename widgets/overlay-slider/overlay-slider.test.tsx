import { describe } from 'vitest';
import { blockPosts } from '../../demo/server/render/jnews/front-blocks';
import { overlaySlider } from '../../demo/server/render/jnews/slider-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { overlayStripOptions } from '../../runtime/slider/block-sliders';
import { OverlaySlider } from './overlay-slider';
import mount from './index';

const printed = () => overlaySlider(blockPosts().slice(0, 6)).value;
const render = (element: HTMLElement) => (
	<OverlaySlider element={element} options={overlayStripOptions((name) => element.getAttribute(`data-${name}`))} fullscreen={false} rtl={false} />
);

describe('overlay slider', () => {
	itHydratesByteForByte('slider', printed(), render);
	itLeavesNothingBehind({ html: printed(), mount, timers: true, render });
});
