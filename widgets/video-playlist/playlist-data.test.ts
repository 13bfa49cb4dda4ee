import { describe, expect, it } from 'vitest';
import { verticalListHeight } from './list-height';
import { parsePlaylistData, playerFragment } from './playlist-data';

describe('playlist items map', () => {
	it('reads the inline script as JSON data, never running it', () => {
		const script = ' var jnews_module_1 = {"7": {"type": "mediaplayer", "tag": "<div class=\\"jeg_video_container\\"><video src=\\"/a.mp4\\"></video></div>"}, "8": {"tag": "x"}, "9": 4};';
		expect(parsePlaylistData(script)).toEqual({
			'7': { type: 'mediaplayer', tag: '<div class="jeg_video_container"><video src="/a.mp4"></video></div>' },
			'8': { type: '', tag: 'x' },
		});
		expect(parsePlaylistData('var x = {"a": alert(1)};')).toEqual({});
		expect(parsePlaylistData('')).toEqual({});
		expect(parsePlaylistData(null)).toEqual({});
	});

	it('turns a tag into an inert player: no scripts, no on* attributes, only http(s) sources', () => {
		const player = playerFragment(
			'<div class="jeg_video_container"><iframe src="https://www.youtube.com/embed/x?autoplay=1" onload="alert(1)"></iframe><script>alert(1)</script></div>',
		)!;
		expect(player.outerHTML).toBe('<div class="jeg_video_container"><iframe src="https://www.youtube.com/embed/x?autoplay=1"></iframe></div>');
		expect(playerFragment('<div class="jeg_video_container"><iframe src="javascript:alert(1)"></iframe></div>')!.querySelector('iframe')!.hasAttribute('src')).toBe(false);
		expect(playerFragment('<p>nothing to play</p>')).toBeNull();
	});
});

describe('vertical list height', () => {
	const measures = { videoHeight: 400, currentHeight: 60, itemHeights: [80, 80, 90, 80] };
	it('is the video minus the current bar beside the video: jeg_col_12 above 768 px, jeg_col_9 above 1024 px', () => {
		expect(verticalListHeight({ ...measures, column: '12', windowWidth: 769 })).toBe(340);
		expect(verticalListHeight({ ...measures, column: '9', windowWidth: 1025 })).toBe(340);
	});

	it('is three items tall otherwise', () => {
		expect(verticalListHeight({ ...measures, column: '12', windowWidth: 768 })).toBe(250);
		expect(verticalListHeight({ ...measures, column: '9', windowWidth: 1024 })).toBe(250);
		expect(verticalListHeight({ ...measures, column: '4', windowWidth: 1400 })).toBe(250);
	});
});
