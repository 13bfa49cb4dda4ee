import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's GDPR cookie notice in the footer. */
export const island: IslandSpec = { selector: '.jnews-cookie-law-policy', strategy: 'idle' };
