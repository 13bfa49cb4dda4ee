/**
 * The helper's own errors, shaped like WordPress REST errors (`{ code, message, data }`) so a
 * caller handles server and client failures alike. The texts are the spec's error catalogue
 * (api-fetch's English strings), kept together here as the one place to translate them.
 */
import type { RestError } from './types';

/**
 * `fetch` rejected. The text stays the catalogue's, but `fetch` rejects alike for DNS, CORS,
 * TLS and blocked requests, so the original exception and `navigator.onLine` travel along.
 */
export const fetchError = (cause: unknown): RestError => ({
	code: 'fetch_error',
	message: 'You are probably offline.',
	data: { online: navigator.onLine },
	cause,
});

/** A body that is not JSON: usually PHP notices or HTML printed before it, so dev builds keep its start. */
export function invalidJson(status: number, text: string): RestError {
	const data: RestError['data'] = { status };
	if (process.env.NODE_ENV !== 'production') data.body = text.slice(0, 200);
	return { code: 'invalid_json', message: 'The response is not a valid JSON response.', data };
}

/** An error status whose JSON body is empty (`null`, `0`, `""`…). */
export const unknownError = (): RestError => ({ code: 'unknown_error', message: 'An unknown error occurred.' });

/** A media upload whose image sizes could not be made after every attempt. */
export const postProcessError = (): RestError => ({
	code: 'post_process',
	message: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
});
