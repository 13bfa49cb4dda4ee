/**
 * How WordPress tells scripts where its REST API is (contract rest-helper §1):
 * `<link rel="https://api.w.org/">` in the head of every front-end page, and,
 * where the `wp-api-request` script is enqueued, `wpApiSettings` with the
 * root, a `wp_rest` nonce and the version string. The demo enqueues that
 * script on shop pages for logged-in visitors, the ones with a nonce to give.
 */
import { type Html, html } from '../http/html';
import { localizedScript } from './localized';

export const restRoot = (origin: string): string => `${origin}/wp-json/`;

export const restLink = (origin: string): Html => html`<link rel="https://api.w.org/" href="${restRoot(origin)}">`;

export const wpApiSettings = (origin: string, nonce: string): Html =>
	localizedScript('wp-api-request', 'wpApiSettings', { root: restRoot(origin), nonce, versionString: 'wp/v2/' });
