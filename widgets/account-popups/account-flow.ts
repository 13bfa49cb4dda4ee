/**
 * The account wire sequence (theme-ajax.md §5.3): refresh the nonce (the page
 * may be cached with a stale one), write it into the form, then post the
 * serialized form. Every failure becomes a message: the server's own string
 * for `response` 0, a generic one when the nonce cannot be refreshed or the
 * answer is unreadable (edge cases 9, 10).
 */
import { ACCOUNT_NONCE_ACTION, accountRefreshes, accountSucceeded, isAccountResponse, isRefreshNonceResponse, REFRESH_NONCE_ACTION } from '../../contracts/theme/account';
import type { AjaxOutcome } from '../../runtime/http/ajax';
import { __ } from '../../runtime/i18n';

export const genericError = () => __('Something went wrong. Please try again.');

export type AccountResult = { ok: true; message: string; reload: boolean } | { ok: false; message: string };

export type Send = (fields: Record<string, unknown>, signal: AbortSignal) => Promise<AjaxOutcome>;

/** `extra`: fields sent on top of the form's own (the reCAPTCHA token). */
export async function submitAccount(form: HTMLFormElement, send: Send, signal: AbortSignal, extra: Record<string, string> = {}): Promise<AccountResult | null> {
	const refreshed = await send({ action: REFRESH_NONCE_ACTION, refresh_action_nonce: ACCOUNT_NONCE_ACTION }, signal);
	if (!refreshed.ok && refreshed.kind === 'aborted') return null;
	if (!refreshed.ok || !isRefreshNonceResponse(refreshed.data)) return { ok: false, message: genericError() };
	const nonceField = form.querySelector<HTMLInputElement>('input[name="jnews_nonce"]');
	if (nonceField) nonceField.value = refreshed.data.jnews_nonce;
	const fields: Record<string, unknown> = {};
	for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
	Object.assign(fields, extra);
	fields.jnews_nonce = refreshed.data.jnews_nonce;
	const answer = await send(fields, signal);
	if (!answer.ok && answer.kind === 'aborted') return null;
	if (!answer.ok || !isAccountResponse(answer.data)) return { ok: false, message: genericError() };
	return accountSucceeded(answer.data) ? { ok: true, message: answer.data.string, reload: accountRefreshes(answer.data) } : { ok: false, message: answer.data.string };
}
