import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's video playlist and embed playlist blocks (contract theme-ui §4). */
export const island: IslandSpec = { selector: '.jeg_video_playlist', strategy: 'visible' };
