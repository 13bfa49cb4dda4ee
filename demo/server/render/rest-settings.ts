/**
 * How WordPress tells scripts where its REST API is (contract rest-helper §1):
 * `<link rel="https://api.w.org/">` in the head of every front-end page, and,
 * where the `wp-api-request` script is enqueued, `wpApiSettings` with the
 * root, a `wp_rest` nonce and the version string. The root is `/wp-json/` with
 * pretty permalinks and `/?rest_route=/` with plain ones (get_rest_url()).
 */
import { type Html, html } from '../http/html';
import { localizedScript } from './localized';

export const restRoot = (origin: string, plainPermalinks: boolean): string =>
	plainPermalinks ? `${origin}/?rest_route=/` : `${origin}/wp-json/`;

/** rest_url(): a route (leading slash) under `root`, with optional query arguments. */
export function restUrl(root: string, route: string, query?: URLSearchParams): string {
	const url = root + route.replace(/^\//, '');
	const args = query?.toString();
	return args ? `${url}${url.includes('?') ? '&' : '?'}${args}` : url;
}

export const restLink = (root: string): Html => html`<link rel="https://api.w.org/" href="${root}">`;

export const wpApiSettings = (root: string, nonce: string): Html =>
	localizedScript('wp-api-request', 'wpApiSettings', { root, nonce, versionString: 'wp/v2/' });
