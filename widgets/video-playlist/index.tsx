import { looseTrue, readJnewsOption } from '../../contracts/jnews-option';
import { readsRightToLeft } from '../../runtime/dom/reading-direction';
import { defineIsland } from '../../runtime/react/define-island';
import { columnOf } from '../../runtime/slider/block-sliders';
import { parsePlaylistData } from './playlist-data';
import { VideoPlaylist } from './video-playlist';

/** The items map comes from the playlist's own inline script; a missing or corrupt one leaves the items as plain links. */
const readProps = (element: HTMLElement) => ({
	data: parsePlaylistData(element.querySelector('script')?.textContent),
	horizontal: element.classList.contains('jeg_horizontal_playlist'),
	dark: element.classList.contains('jeg_dark_playlist'),
	column: columnOf(element),
	rtl: looseTrue(readJnewsOption()?.rtl) || readsRightToLeft(element),
});

export default defineIsland(readProps, VideoPlaylist);
