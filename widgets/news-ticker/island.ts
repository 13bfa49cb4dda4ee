import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's breaking-news ticker. */
export const island: IslandSpec = { selector: '.jeg_news_ticker', strategy: 'visible' };
