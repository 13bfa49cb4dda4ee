/**
 * Media uploads that the server stored but could not finish: WordPress answers 5xx with
 * `X-WP-Upload-Attachment-Id` when making the image sizes ran out of memory or time. As in
 * api-fetch, the sizes are asked for again (at most 5 attempts in all), and an attachment that
 * still fails is deleted so no broken image is left in the library.
 */
import { postProcessError } from './errors';
import { readResponse } from './fetch-handler';
import type { FetchHandler, Middleware } from './types';

const ATTEMPTS = 5;

/** The first post-process answer that came back 2xx, or undefined when every attempt failed. */
async function postProcess(media: string, next: FetchHandler): Promise<Response | undefined> {
	for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
		const response = await next({
			path: `${media}/post-process`,
			method: 'POST',
			data: { action: 'create-image-subsizes' },
			parse: false,
		}).catch(() => undefined);
		if (response) return response as Response;
	}
}

/**
 * api-fetch's `mediaUploadMiddleware`: applies to `POST` (exact case) requests to `/wp/v2/media`.
 * Its own requests go through `next`, i.e. only through the middlewares after it.
 */
export const mediaUploadMiddleware: Middleware = async (options, next) => {
	const { method, path, url, parse } = options;
	if (method !== 'POST' || !`${path} ${url}`.includes('/wp/v2/media')) return next(options);
	const response: unknown = await next({ ...options, parse: false }).catch((failure: unknown) => failure);
	if (!(response instanceof Response)) throw response;
	const id = response.status > 499 && response.status < 600 && response.headers.get('x-wp-upload-attachment-id');
	if (!id) return readResponse(response, parse);
	const media = `/wp/v2/media/${id}`;
	const processed = await postProcess(media, next);
	if (processed) return readResponse(processed, parse);
	// Fire and forget: the caller's error neither waits for nor depends on the clean-up.
	next({ path: `${media}?force=true`, method: 'DELETE' }).catch(() => {});
	throw parse === false ? response : postProcessError();
};
