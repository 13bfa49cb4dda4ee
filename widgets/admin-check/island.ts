import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * WordPress prints `logged-in` on <body> for signed-in users; the admin flag
 * (`jnewsadmin`) is only printed for admins among them, so nobody else's page
 * fetches this chunk. Idle: the check itself waits for window load + 2.5 s.
 */
export const island: IslandSpec = { selector: 'body.logged-in', strategy: 'idle' };
