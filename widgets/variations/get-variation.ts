/**
 * `?wc-ajax=get_variation` for products above the AJAX threshold: every
 * `attribute_*` field, `product_id` and `custom_data`, jQuery-encoded with
 * `X-Requested-With`, as WooCommerce's script posts them. The answer is a
 * variation, `false` (nothing matches) or a failure with its reason.
 */
import { isWcVariation, type WcAddToCartVariationParams } from '../../contracts/variations';
import { requestTimeoutMs } from '../../runtime/config';
import { ajax, failureText } from '../../runtime/http/ajax';
import type { LookupAnswer } from './form-engine';
import type { Chosen } from './match';
import { __ } from '../../runtime/i18n';

export interface LookupRequest {
	params: WcAddToCartVariationParams;
	choice: Chosen;
	productId: number;
	customData: unknown;
	signal: AbortSignal;
}

/** The answer, or null when the request was cancelled. */
export async function getVariation({ params, choice, productId, customData, signal }: LookupRequest): Promise<LookupAnswer | null> {
	const url = params.wc_ajax_url.replace('%%endpoint%%', 'get_variation');
	const body = { ...choice, product_id: productId, custom_data: customData };
	const outcome = await ajax(url, { form: body, asXhr: true, timeoutMs: requestTimeoutMs(), signal });
	if (!outcome.ok) return outcome.kind === 'aborted' ? null : { kind: 'failed', reason: failureText(outcome) };
	if (outcome.data === false) return { kind: 'no-match' };
	if (isWcVariation(outcome.data)) return { kind: 'found', variation: outcome.data };
	return { kind: 'failed', reason: outcome.data === null ? __('The shop sent no answer.') : __('The shop sent an answer that is not a variation.') };
}

/** `custom_data` as `$form.data('custom_data')` reads it; jQuery sends an undefined one as an empty field. */
export function readCustomData(form: HTMLElement, jQueryData?: (key: string) => unknown): unknown {
	if (jQueryData) return jQueryData('custom_data');
	const raw = form.getAttribute('data-custom_data');
	if (raw !== null && /^[[{]/.test(raw)) {
		try {
			return JSON.parse(raw);
		} catch {
			// Not JSON: sent as written, like jQuery.
		}
	}
	return raw === null ? undefined : raw;
}
