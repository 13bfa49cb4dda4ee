/**
 * The dismiss request (contract §3.5): POST to the user's REST URL carried by
 * the link, `X-WP-Nonce` from the link, form body
 * `woocommerce_meta[coming_soon_banner_dismissed]=yes`. It goes through the
 * REST helper, so a nonce that expired on a cached page is refreshed once and
 * the request retried.
 */
import { requestTimeoutMs } from '../../runtime/config';
import { failureOf } from '../../runtime/failure';
import { formBody } from '../../runtime/http/form-encode';
import { restFetch } from '../../runtime/rest';
import type { RestError } from '../../runtime/rest';

export interface DismissTarget {
	url: string;
	nonce: string;
}

export function readDismissTarget(link: Element): DismissTarget | null {
	const url = link.getAttribute('data-rest-url');
	const nonce = link.getAttribute('data-rest-nonce');
	return url && nonce !== null ? { url, nonce } : null;
}

/**
 * Resolves with null on success, or the error's message. The REST helper, like api-fetch, sets no
 * time limit: the dismissal gives up after the page's request timeout, so a server that never
 * answers cannot keep the banner waiting.
 */
export async function sendDismiss(target: DismissTarget): Promise<string | null> {
	const controller = new AbortController();
	const timer = setTimeout(() => controller.abort(), requestTimeoutMs());
	try {
		await restFetch({
			url: target.url,
			method: 'POST',
			headers: { 'X-WP-Nonce': target.nonce, 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
			body: formBody({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }),
			signal: controller.signal,
		});
		return null;
	} catch (error) {
		if (controller.signal.aborted) return failureOf({ kind: 'timeout' }).message;
		// restFetch always rejects with a message; anything else thrown is a failure with no reason.
		return (error as RestError)?.message || failureOf({ kind: 'http', status: 0, text: '' }).message;
	} finally {
		clearTimeout(timer);
	}
}
