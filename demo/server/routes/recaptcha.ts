/**
 * `POST /demo/recaptcha/userverify` (`k=<site key>`): what the fake reCAPTCHA
 * library asks when the box is ticked; answers `{"token": …}` for the demo's
 * site key (state/recaptcha.ts), 400 for any other.
 */
import { RECAPTCHA_SITE_KEY } from '../render/theme/account-popups';
import type { RequestContext } from '../context';
import { sendJson } from '../http/respond';
import { issueRecaptchaToken } from '../state/recaptcha';

export function handleRecaptcha(ctx: RequestContext): boolean {
	if (ctx.url.pathname !== '/demo/recaptcha/userverify') return false;
	if (ctx.req.method !== 'POST') return false;
	const key = ctx.url.searchParams.get('k') ?? '';
	if (key !== RECAPTCHA_SITE_KEY) sendJson(ctx.res, 400, JSON.stringify({ error: 'invalid-keys' }));
	else sendJson(ctx.res, 200, JSON.stringify({ token: issueRecaptchaToken(ctx.state.secret, key) }), { 'Cache-Control': 'no-store' });
	return true;
}
