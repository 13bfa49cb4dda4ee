/**
 * `/wp/v2/users/<id>` and `/wp/v2/users/me`, with WordPress's permission
 * answers. What the islands use is the coming-soon dismiss (contract §3.5):
 * `POST /wp/v2/users/<id>` with `woocommerce_meta[coming_soon_banner_dismissed]=yes`
 * (form or JSON body), which stores the flag on that user and answers the
 * user object. A user may update only themself in the demo (WordPress would
 * also let an administrator edit others).
 */
import type { RequestContext } from '../context';
import { md5 } from '../crypto';
import { POSTS } from '../state/posts';
import type { User, YesNo } from '../state/users';
import { restUrl } from '../render/rest-settings';
import { type RestReply, type RestRequest, type RestRoute, authorizationCode, restError, restParam } from './rest-request';
import { restRootOf } from './site-settings';

const USER_METHODS = ['GET', 'POST', 'PUT', 'PATCH'] as const;
const WRITE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH'];

const notLoggedIn = (): RestReply => restError(401, 'rest_not_logged_in', 'You are not currently logged in.');

/** Authors of published posts are public in WordPress: anyone may read their public fields. */
const isPublicAuthor = (user: User): boolean => POSTS.some((p) => p.author === user.id);

function avatarUrls(user: User): Record<string, string> {
	const hash = md5(user.email.trim().toLowerCase());
	return Object.fromEntries([24, 48, 96].map((size) => [String(size), `https://secure.gravatar.com/avatar/${hash}?s=${size}&d=mm&r=g`]));
}

/**
 * The user object: public fields; WooCommerce's `woocommerce_meta` when the
 * user reads themself; the `edit` context fields when asked (and allowed).
 */
function userJson(ctx: RequestContext, user: User, self: boolean, edit: boolean): Record<string, unknown> {
	const base = restUrl(restRootOf(ctx), '/wp/v2/users');
	const publicFields = { id: user.id, name: user.displayName, url: '', description: '', link: `${ctx.origin}/author/${user.login}/`, slug: user.login, avatar_urls: avatarUrls(user) };
	const editFields = edit
		? { username: user.login, first_name: user.firstName, last_name: user.lastName, email: user.email, nickname: user.login, roles: [user.role], registered_date: user.registered, locale: 'en_US' }
		: {};
	return {
		...publicFields,
		...editFields,
		meta: [],
		...(self ? { woocommerce_meta: { ...user.wooMeta } } : {}),
		_links: { self: [{ href: `${base}/${user.id}` }], collection: [{ href: base }] },
	};
}

/** The user a route names, or the error WordPress answers. */
function target(ctx: RequestContext, request: RestRequest): User | RestReply {
	const id = request.match.groups?.id;
	if (id === 'me') return request.user ?? notLoggedIn();
	return ctx.state.users.find(Number(id)) ?? restError(404, 'rest_user_invalid_id', 'Invalid user ID.');
}

const invalidMeta = (message: string): RestReply =>
	restError(400, 'rest_invalid_param', 'Invalid parameter(s): woocommerce_meta', { params: { woocommerce_meta: message } });

/** Reads `woocommerce_meta` from the request: the flag to store, nothing, or a 400. */
function requestedFlag(request: RestRequest): YesNo | undefined | RestReply {
	const meta = restParam(request, 'woocommerce_meta');
	if (meta === undefined) return undefined;
	if (meta === null || typeof meta !== 'object' || Array.isArray(meta)) return invalidMeta('woocommerce_meta is not of type object.');
	const flag = (meta as Record<string, unknown>).coming_soon_banner_dismissed;
	if (flag === undefined) return undefined;
	if (flag !== 'yes' && flag !== 'no') return invalidMeta('woocommerce_meta[coming_soon_banner_dismissed] is not one of yes and no.');
	return flag;
}

function read(ctx: RequestContext, request: RestRequest, user: User): RestReply {
	const self = request.user?.id === user.id;
	const wantsEdit = restParam(request, 'context') === 'edit';
	if (wantsEdit && !self) return restError(authorizationCode(request), 'rest_forbidden_context', 'Sorry, you are not allowed to edit this user.');
	const canView = self || request.user?.role === 'administrator' || isPublicAuthor(user);
	if (!canView) return restError(authorizationCode(request), 'rest_user_cannot_view', 'Sorry, you are not allowed to list users.');
	return { status: 200, data: userJson(ctx, user, self, self && wantsEdit) };
}

function update(ctx: RequestContext, request: RestRequest, user: User): RestReply {
	if (request.user?.id !== user.id) return restError(authorizationCode(request), 'rest_cannot_edit', 'Sorry, you are not allowed to edit this user.');
	const flag = requestedFlag(request);
	if (typeof flag === 'object') return flag;
	if (flag) user.wooMeta.coming_soon_banner_dismissed = flag;
	// An update answers in the edit context, as WordPress does.
	return { status: 200, data: userJson(ctx, user, true, true) };
}

function handle(ctx: RequestContext, request: RestRequest): RestReply {
	const user = target(ctx, request);
	if (!('login' in user)) return user;
	return WRITE_METHODS.includes(request.method) ? update(ctx, request, user) : read(ctx, request, user);
}

export const USER_ROUTES: readonly RestRoute[] = [
	{ namespace: 'wp/v2', pattern: /^\/wp\/v2\/users\/(?<id>\d+)\/?$/, path: '/wp/v2/users/(?P<id>[\\d]+)', methods: USER_METHODS, handler: handle },
	{ namespace: 'wp/v2', pattern: /^\/wp\/v2\/users\/(?<id>me)\/?$/, path: '/wp/v2/users/me', methods: USER_METHODS, handler: handle },
];
