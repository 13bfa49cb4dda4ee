import type { IslandSpec } from '../../runtime/loader/manifest';

/** The counters a single post prints (share stats, comment count); they trigger the page's one first-load call. */
export const island: IslandSpec = {
	selector: '.jeg_share_stats, .jeg_meta_comment',
	strategy: 'load',
};
