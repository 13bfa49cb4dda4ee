/**
 * `/wp/v2/media`: uploads, the image post-processing retry and deletion, as
 * the REST helper's upload recovery meets them (contract rest-helper §4.6).
 * An upload is a multipart `file` part or a raw body with Content-Disposition.
 *
 * Fault knob: cookie `demo_media_fail=<n>` (n ≥ 1) makes an upload create the
 * attachment and then answer 500 with `X-WP-Upload-Attachment-ID` (the
 * sub-sizes "failed"); `POST …/<id>/post-process` then fails n-1 times and
 * succeeds, or always fails for n ≥ 6. `DELETE …/<id>?force=true` deletes.
 */
import type { RequestContext } from '../context';
import { multipartBoundary, multipartParts } from '../http/multipart';
import { restUrl } from '../render/rest-settings';
import type { Attachment } from '../state/media';
import { type RestReply, type RestRequest, type RestRoute, authorizationCode, restError, restParam } from './rest-request';
import { restRootOf } from './site-settings';

export const MEDIA_FAIL_COOKIE = 'demo_media_fail';

/** The knob's value: 0 (off) unless the cookie holds a small number. */
export function readMediaFail(ctx: RequestContext): number {
	const value = ctx.cookies.get(MEDIA_FAIL_COOKIE) ?? '';
	return /^\d{1,2}$/.test(value) ? Number(value) : 0;
}

/** What WordPress sends when PHP dies mid-request (here: while making the image sub-sizes). */
const CRITICAL_ERROR = {
	code: 'internal_server_error',
	message: '<p>There has been a critical error on this website.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Learn more about troubleshooting WordPress.</a></p>',
	data: { status: 500 },
	additional_errors: [],
};

const MIME_BY_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml', pdf: 'application/pdf', txt: 'text/plain' };

function attachmentJson(ctx: RequestContext, a: Attachment): Record<string, unknown> {
	const slug = a.filename.replace(/\.[^.]*$/, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || `attachment-${a.id}`;
	const sourceUrl = `${ctx.origin}/wp-content/uploads/${a.created.slice(0, 4)}/${a.created.slice(5, 7)}/${a.filename}`;
	const self = restUrl(restRootOf(ctx), `/wp/v2/media/${a.id}`);
	return {
		id: a.id,
		date: a.created,
		date_gmt: a.created,
		guid: { rendered: sourceUrl },
		slug,
		status: 'inherit',
		type: 'attachment',
		link: `${ctx.origin}/?attachment_id=${a.id}`,
		title: { rendered: slug },
		author: a.author,
		meta: [],
		caption: { rendered: '' },
		alt_text: '',
		media_type: a.mimeType.startsWith('image/') ? 'image' : 'file',
		mime_type: a.mimeType,
		media_details: { filesize: a.size, sizes: {} },
		post: null,
		source_url: sourceUrl,
		_links: { self: [{ href: self }], collection: [{ href: restUrl(restRootOf(ctx), '/wp/v2/media') }] },
	};
}

/** The uploaded file: `$_FILES['file']`, else the raw body named by Content-Disposition. */
function uploadedFile(ctx: RequestContext, request: RestRequest): { filename: string; mimeType: string; size: number } | RestReply {
	const boundary = request.raw.encoding === 'multipart' ? multipartBoundary(request.raw.contentType) : null;
	const part = boundary ? multipartParts(request.raw.raw, boundary).find((p) => p.name === 'file' && p.filename) : undefined;
	if (part?.filename) return { filename: part.filename, mimeType: part.contentType || 'application/octet-stream', size: part.content.length };
	if (boundary || request.raw.raw.length === 0) return restError(400, 'rest_upload_no_data', 'No data supplied.');
	const disposition = ctx.req.headers['content-disposition'];
	if (!disposition) return restError(400, 'rest_upload_no_content_disposition', 'No Content-Disposition supplied.');
	const named = /filename\*?=(?:UTF-8'')?(?:"([^"]+)"|([^;\s]+))/i.exec(disposition);
	const filename = named ? decodeURIComponent(named[1] ?? named[2]).replace(/[/\\]/g, '') : '';
	if (!filename)
		return restError(400, 'rest_upload_invalid_disposition', 'Invalid Content-Disposition supplied. Content-Disposition needs to be formatted as `attachment; filename="image.png"` or similar.');
	const extension = filename.split('.').pop()?.toLowerCase() ?? '';
	const mimeType = request.raw.contentType.split(';')[0].trim() || MIME_BY_EXTENSION[extension] || 'application/octet-stream';
	return { filename, mimeType, size: request.raw.raw.length };
}

function upload(ctx: RequestContext, request: RestRequest): RestReply {
	if (!request.user) return restError(401, 'rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.');
	if (request.user.role !== 'administrator') return restError(403, 'rest_cannot_create', 'Sorry, you are not allowed to upload media on this site.');
	const file = uploadedFile(ctx, request);
	if ('status' in file) return file;
	const knob = readMediaFail(ctx);
	const attachment = ctx.state.media.add(file, request.user.id, knob);
	// WordPress sends this header before it makes the sub-sizes, so it survives the crash.
	if (knob > 0) return { status: 500, data: CRITICAL_ERROR, headers: { 'X-WP-Upload-Attachment-ID': String(attachment.id) } };
	return { status: 201, data: attachmentJson(ctx, attachment), headers: { Location: restUrl(restRootOf(ctx), `/wp/v2/media/${attachment.id}`) } };
}

/** The attachment a route names, or WordPress's 404. */
function named(ctx: RequestContext, request: RestRequest): Attachment | RestReply {
	return ctx.state.media.find(Number(request.match.groups?.id)) ?? restError(404, 'rest_post_invalid_id', 'Invalid post ID.');
}

function postProcess(ctx: RequestContext, request: RestRequest): RestReply {
	if (!request.user) return restError(401, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.');
	const attachment = named(ctx, request);
	if ('status' in attachment) return attachment;
	const action = restParam(request, 'action');
	if (action === undefined) return restError(400, 'rest_missing_callback_param', 'Missing parameter(s): action', { params: ['action'] });
	if (action !== 'create-image-subsizes')
		return restError(400, 'rest_invalid_param', 'Invalid parameter(s): action', { params: { action: 'action is not one of create-image-subsizes.' } });
	if (!ctx.state.media.postProcess(attachment)) return { status: 500, data: CRITICAL_ERROR };
	return { status: 200, data: attachmentJson(ctx, attachment) };
}

/** rest_sanitize_boolean(): "false", "0" and "" are false, any other value true. */
const truthy = (value: unknown): boolean => (typeof value === 'string' ? !['', '0', 'false'].includes(value.toLowerCase()) : Boolean(value));

function single(ctx: RequestContext, request: RestRequest): RestReply {
	const attachment = named(ctx, request);
	if ('status' in attachment) return attachment;
	if (request.method === 'GET' || request.method === 'HEAD') return { status: 200, data: attachmentJson(ctx, attachment) };
	if (!request.user) return restError(authorizationCode(request), 'rest_cannot_delete', 'Sorry, you are not allowed to delete this post.');
	if (!truthy(restParam(request, 'force')))
		return restError(501, 'rest_trash_not_supported', "The post does not support trashing. Set 'force' to 'true' to delete.");
	const previous = attachmentJson(ctx, attachment);
	attachment.deleted = true;
	return { status: 200, data: { deleted: true, previous } };
}

export const MEDIA_ROUTES: readonly RestRoute[] = [
	{ namespace: 'wp/v2', pattern: /^\/wp\/v2\/media\/?$/, path: '/wp/v2/media', methods: ['POST'], handler: upload },
	{ namespace: 'wp/v2', pattern: /^\/wp\/v2\/media\/(?<id>\d+)\/?$/, path: '/wp/v2/media/(?P<id>[\\d]+)', methods: ['GET', 'DELETE'], handler: single },
	{ namespace: 'wp/v2', pattern: /^\/wp\/v2\/media\/(?<id>\d+)\/post-process\/?$/, path: '/wp/v2/media/(?P<id>[\\d]+)/post-process', methods: ['POST'], handler: postProcess },
];
