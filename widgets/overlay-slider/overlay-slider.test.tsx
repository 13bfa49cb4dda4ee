import { describe, expect, it } from 'vitest';
import { blockPosts } from '../../demo/server/render/jnews/front-blocks';
import { overlaySlider } from '../../demo/server/render/jnews/slider-markup';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { overlayStripOptions } from '../../runtime/slider/block-sliders';
import { OverlaySlider } from './overlay-slider';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

const printed = () => overlaySlider(blockPosts().slice(0, 6)).value;
const render = (element: HTMLElement) => (
	<OverlaySlider element={element} options={overlayStripOptions((name) => element.getAttribute(`data-${name}`))} fullscreen={false} rtl={false} />
);

describe('overlay slider', () => {
	it('hydrates the printed slider byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(printed(), render);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no listener or timer behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: printed(),
			mount, timers: true,
			render: render,
		});
		expect(leaked).toBe(0);
	});
});
