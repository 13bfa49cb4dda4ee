import type { IslandSpec } from '../../runtime/loader/manifest';

/** `#comments`: the load-comments button, or an area embedding Disqus or Facebook (readProps leaves any other alone); both wait until seen or touched. */
export const island: IslandSpec = {
	selector: '#comments',
	strategy: 'visible',
};
