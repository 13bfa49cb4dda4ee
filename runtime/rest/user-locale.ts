/**
 * Asks WordPress to answer in the logged-in user's language rather than the site's
 * (`_locale=user`), as api-fetch does for every request.
 */
import { queryArgs, setQueryArg } from './query';
import type { Middleware } from './types';

const withLocale = (target?: string) =>
	typeof target !== 'string' || queryArgs(target).has('_locale') ? target : setQueryArg(target, '_locale', 'user');

/** Adds `_locale=user` to `url` and `path`, each only when it has no `_locale` yet. */
export const userLocaleMiddleware: Middleware = (options, next) =>
	next({ ...options, url: withLocale(options.url), path: withLocale(options.path) });
