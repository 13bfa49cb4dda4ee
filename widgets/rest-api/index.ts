/**
 * Island: lends the REST helper to other scripts as `wp.apiFetch` on pages that
 * localized `wpApiSettings` but no longer load WordPress's own api-fetch. A page
 * that still loads it keeps its own: the helper never replaces it.
 */
import type { MountIsland } from '../../runtime/loader/manifest';
import { exposeRestClient } from '../../runtime/rest';

const mount: MountIsland = () => exposeRestClient();

export default mount;
