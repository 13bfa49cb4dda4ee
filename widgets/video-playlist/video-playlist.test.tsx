import { describe, expect, it } from 'vitest';
import { playlistVideos } from '../../demo/server/render/jnews/front-blocks';
import { videoPlaylist } from '../../demo/server/render/jnews/playlist-markup';
import { checkServerIdentity, fixture } from '../../runtime/react/testing/island-kit';
import { parsePlaylistData } from './playlist-data';
import { VideoPlaylist } from './video-playlist';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

const printed = (layout: 'horizontal' | 'vertical') => videoPlaylist('jnews_module_test', playlistVideos(), layout).value;
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
	it.each(['horizontal', 'vertical'] as const)('hydrates the printed %s playlist byte for byte', async (layout) => {
		const { before, after, mismatches } = await checkServerIdentity(printed(layout), render);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('reads every printed item into the items map', () => {
		const element = fixture(printed('vertical'));
		expect(Object.keys(parsePlaylistData(element.querySelector('script')?.textContent))).toEqual(playlistVideos().map((video) => String(video.id)));
		element.parentElement!.remove();
	});

	it.each(['horizontal', 'vertical'] as const)('leaves no listener or timer behind after 50 mounts of the %s playlist', { timeout: 30_000 }, async (layout) => {
		const leaked = await countIslandLeaks({ html: printed(layout), mount, timers: true, render, rounds: 50 });
		expect(leaked).toBe(0);
	});
});
