import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * The theme's share bars (top, bottom, floating), flat post shares and popular-post share lists.
 * `idle`, not `interaction`: the island names the icon-only links and makes the toggle a button,
 * and a screen reader reading the page (which moves no focus) must find those names already there.
 */
export const island: IslandSpec = {
	selector: '.jeg_share_button, .jeg_post_share, .share-float, .widget_jnews_popular .socialshare_list',
	strategy: 'idle',
};
