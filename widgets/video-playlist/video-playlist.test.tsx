import { describe, expect, it } from 'vitest';
import { playlistVideos } from '../../demo/server/render/jnews/front-blocks';
import { videoPlaylist } from '../../demo/server/render/jnews/playlist-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { fixture } from '../../runtime/react/testing/island-kit';
import { parsePlaylistData } from './playlist-data';
import { VideoPlaylist } from './video-playlist';
import mount from './index';

const printed = (layout: 'horizontal' | 'vertical') => videoPlaylist('jnews_module_test', playlistVideos(), layout).value;
const layouts = (['horizontal', 'vertical'] as const).map((layout) => [layout, printed(layout)] as const);
const render = (element: HTMLElement) => (
	<VideoPlaylist
		element={element}
		data={parsePlaylistData(element.querySelector('script')?.textContent)}
		horizontal={element.classList.contains('jeg_horizontal_playlist')}
		dark={false}
		column="12"
		rtl={false}
	/>
);

describe('video playlist', () => {
	itHydratesByteForByte('playlist', layouts, render);

	it('reads every printed item into the items map', () => {
		const element = fixture(printed('vertical'));
		expect(Object.keys(parsePlaylistData(element.querySelector('script')?.textContent))).toEqual(playlistVideos().map((video) => String(video.id)));
		element.parentElement!.remove();
	});

	itLeavesNothingBehind({ html: layouts, mount, timers: true, render, rounds: 50 });
});
