import type { IslandSpec } from '../../runtime/loader/manifest';

/** The load-comments button, or a comments area that embeds Disqus or Facebook; both wait until seen or touched. */
export const island: IslandSpec = {
	selector: '#comments.ajax_comment_button, #comments[data-type="disqus"], #comments[data-type="facebook"]',
	strategy: 'visible',
};
