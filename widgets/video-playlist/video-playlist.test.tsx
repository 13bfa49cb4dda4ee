import { describe, expect, it, vi } from 'vitest';
import { playlistVideos } from '../../demo/server/render/jnews/front-blocks';
import { videoPlaylist } from '../../demo/server/render/jnews/playlist-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
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

	it('puts the horizontal list’s previous and next arrows in the playlist, and they move the list', async () => {
		const element = fixture(printed('horizontal'));
		const container = element.parentElement!;
		// Two thumbnails' worth of playlist (160 px each): more items than fit, so there is somewhere to go.
		vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ width: 400 } as DOMRect);
		const unmount = hydrateForTest(element, render(element));
		await act(async () => {});
		const inner = element.querySelector('.jeg_video_playlist_list_inner_wrapper')!;
		const prev = inner.querySelector<HTMLButtonElement>('button.tns-prev');
		const next = inner.querySelector<HTMLButtonElement>('button.tns-next');
		expect([prev?.textContent, next?.textContent]).toEqual(['prev', 'next']);
		expect(prev!.disabled).toBe(true);
		const active = () => [...element.querySelectorAll('.jeg_video_playlist_item.tns-slide-active')].map((item) => item.getAttribute('data-id'));
		const first = active();
		await act(async () => next!.click());
		expect(active()).not.toEqual(first);
		expect(prev!.disabled).toBe(false);
		unmount();
		container.remove();
	});

	itLeavesNothingBehind({ html: layouts, mount, timers: true, render, rounds: 50 });
});
