/**
 * The demo's own REST namespace, for an answer core routes never give: `/demo/v1/ping` answers
 * 204 No Content, as plugin routes do whose callback returns `new WP_REST_Response( null, 204 )`
 * (tracking pings, "mark as seen"). A client must resolve it with `null`, not fail on the empty body.
 */
import type { RestRoute } from './rest-request';

export const DEMO_ROUTES: readonly RestRoute[] = [
	{ namespace: 'demo/v1', pattern: /^\/demo\/v1\/ping\/?$/, path: '/demo/v1/ping', methods: ['GET', 'POST'], handler: () => ({ status: 204, data: null }) },
];
