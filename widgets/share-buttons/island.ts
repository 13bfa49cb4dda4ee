import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's share bars (top, bottom, floating), flat post shares and popular-post share lists. */
export const island: IslandSpec = {
	selector: '.jeg_share_button, .jeg_post_share, .share-float, .widget_jnews_popular .socialshare_list',
	strategy: 'interaction',
};
