/**
 * Turns a REST route (`path`) into a URL under the site's REST root. Three root shapes exist:
 * pretty (`/wp-json/`), PATHINFO (`/index.php/wp-json/`) and plain permalinks
 * (`/?rest_route=/`), where the route goes into `rest_route` and the route's own arguments
 * stay separate arguments (api-fetch's string replace also mangled a second `?`).
 */
import { withRoute } from './namespace-endpoint';
import { queryArgs } from './query';
import type { Middleware } from './types';

/** The URL of route `path` (one leading slash optional) under `root`. */
export function restUrl(root: string, path: string): string {
	path = path.replace(/^\//, '');
	if (!root.includes('?')) return root + path;
	const args = queryArgs(root);
	args.set('rest_route', (args.get('rest_route') ?? '') + path.split('?')[0]);
	queryArgs(path).forEach((value, name) => args.append(name, value));
	return `${root.split('?')[0]}?${args}`;
}

/** api-fetch's root middleware: applies `namespace`/`endpoint`, then sets `url` from a string `path`. */
export const createRootURLMiddleware =
	(root: string): Middleware =>
	(options, next) => {
		options = withRoute(options);
		return next(typeof options.path === 'string' ? { ...options, url: restUrl(root, options.path) } : options);
	};
