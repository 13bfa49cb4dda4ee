import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * The load-comments button, or an area embedding Disqus or Facebook; both wait until seen or touched.
 * WordPress's own comments area (and WooCommerce's reviews) is `#comments` too, so the selector names
 * the theme's marks: a page without them fetches nothing.
 */
export const island: IslandSpec = {
	selector: '#comments.ajax_comment_button,#comments[data-type]',
	strategy: 'visible',
};
