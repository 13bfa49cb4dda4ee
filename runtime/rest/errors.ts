/**
 * The helper's own errors, shaped like WordPress REST errors (`{ code, message, data }`) with
 * api-fetch's codes, so a caller handles server and client failures alike. The sentences come
 * from the one failure vocabulary (`runtime/failure.ts`), so the REST helper and the cart say
 * the same thing about the same answer.
 */
import { failureOf } from '../failure';
import type { RestError } from './types';
import { __ } from '../i18n';

/**
 * `fetch` rejected: "offline" only when the browser says so (`fetch` rejects alike for DNS,
 * CORS, TLS and blocked requests), and the original exception and `navigator.onLine` travel
 * along for logging.
 */
export const fetchError = (cause: unknown): RestError => ({
	code: 'fetch_error',
	message: failureOf({ kind: 'network' }).message,
	data: { online: navigator.onLine },
	cause,
});

/** The status and, in dev builds, the start of the body: usually PHP notices or an HTML page. */
function answerData(status: number, text: string): RestError['data'] {
	const data: RestError['data'] = { status };
	if (process.env.NODE_ENV !== 'production') data.body = text.slice(0, 200);
	return data;
}

/** A success status whose body is not JSON. */
export const invalidJson = (status: number, text: string): RestError => ({
	code: 'invalid_json',
	message: failureOf({ kind: 'non-json', status, text }).message,
	data: answerData(status, text),
});

/** An error status whose body gives no reason (HTML, plain text, empty, `null`, `0`…). */
export const unknownError = (status: number, text: string): RestError => ({
	code: 'unknown_error',
	message: failureOf({ kind: 'http', status, text }).message,
	data: answerData(status, text),
});

/** A media upload whose image sizes could not be made after every attempt. */
export const postProcessError = (): RestError => ({
	code: 'post_process',
	message: __('Media upload failed. If this is a photo or a large image, please scale it down and try again.'),
});
