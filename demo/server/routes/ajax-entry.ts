/**
 * The common front door of the three AJAX surfaces (wc-ajax, admin-ajax,
 * REST): read the body like PHP, log the request, flag contract violations,
 * then let fault mode take over if it is on for this endpoint.
 */
import type { RequestContext } from '../context';
import { BodyTooLarge, type RequestBody, readBody } from '../http/body';
import { sendText } from '../http/respond';
import type { EndpointKind } from '../state/request-log';
import { applyFault, faultFor } from './fault';

/** The request body, or null when it was refused (the answer is already sent). */
export async function readAjaxBody(ctx: RequestContext): Promise<RequestBody | null> {
	try {
		return await readBody(ctx.req);
	} catch (error) {
		if (!(error instanceof BodyTooLarge)) throw error;
		sendText(ctx.res, 413, 'Request Entity Too Large');
		return null;
	}
}

export interface Admission {
	kind: EndpointKind;
	endpoint: string;
	body: RequestBody;
	violations: string[];
}

/**
 * Records the request and applies fault mode. Resolves to true when the route
 * should go on and answer, false when a fault already decided the outcome.
 */
export async function admit(ctx: RequestContext, { kind, endpoint, body, violations }: Admission): Promise<boolean> {
	const fault = faultFor(ctx, endpoint);
	ctx.state.log.record({
		method: ctx.req.method ?? 'GET',
		kind,
		endpoint,
		contentType: body.contentType,
		body: body.form,
		fault: fault?.mode,
		violations,
	});
	// Header values must stay on one line of visible ASCII.
	if (violations.length > 0) ctx.res.setHeader('X-Demo-Violation', violations.join('; ').replace(/[^\x20-\x7e]/g, '?'));
	return fault ? !(await applyFault(ctx, fault)) : true;
}
