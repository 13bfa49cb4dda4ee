import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * The emoji settings the theme prints in <head> as JSON (instead of core's
 * inline loader, which it removes: widgets/emoji/README.md). Idle: the canvas
 * test costs a few milliseconds and nothing waits for it at load.
 */
export const island: IslandSpec = { selector: '#wp-emoji-settings', strategy: 'idle' };
