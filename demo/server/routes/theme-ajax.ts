/**
 * `/?ajax-request=jnews`: the JNews theme's endpoint (theme-ajax.md §0.1).
 * WordPress reads `action` from the query or the body on the `wp` hook; the
 * theme dispatches known actions, any `jnews_module_ajax_*` to module paging,
 * everything else to the plugin hook, and always exits, so an unknown action
 * answers an empty 200.
 */
import type { RequestContext } from '../context';
import { parsePhpForm } from '../http/php-form';
import { admit, readAjaxBody } from './ajax-entry';
import { ACCOUNT_HANDLERS } from './theme-account';
import { EXTRA_HANDLERS } from './theme-extras';
import { FEED_HANDLERS, moduleAjax } from './theme-feeds';
import { type ThemeHandler, type ThemeRequest, themeResponse } from './theme-respond';


const MODULE_PREFIX = 'jnews_module_ajax_';

const HANDLERS: Record<string, ThemeHandler> = { ...FEED_HANDLERS, ...ACCOUNT_HANDLERS, ...EXTRA_HANDLERS };

export const THEME_AJAX_ACTIONS: readonly string[] = [...Object.keys(HANDLERS), `${MODULE_PREFIX}JNews_Block_3`];

/** What the contract asks of every theme call (theme-ajax.md §0.2, §0.3). */
function violations(ctx: RequestContext, request: ThemeRequest, contentType: string): string[] {
	const found: string[] = [];
	if (ctx.req.method === 'POST' && !contentType.startsWith('application/x-www-form-urlencoded'))
		found.push('theme-ajax §0.2: POST bodies are form-urlencoded');
	if (ctx.req.headers['x-requested-with'] !== 'XMLHttpRequest') found.push('theme-ajax §0.3: X-Requested-With: XMLHttpRequest');
	if (typeof request.lang !== 'string') found.push('spec §7: the language field (lang) on every call');
	return found;
}

export async function handleThemeAjax(ctx: RequestContext): Promise<void> {
	const body = await readAjaxBody(ctx);
	if (!body) return;
	const request: ThemeRequest = { ...parsePhpForm(ctx.url.search.slice(1)), ...body.form };
	const action = typeof request.action === 'string' ? request.action : '';
	const endpoint = action || '(none)';
	const rules = action ? violations(ctx, request, body.contentType) : [];
	if (!(await admit(ctx, { kind: 'theme-ajax', endpoint, body, violations: rules }))) return;
	if (action.startsWith(MODULE_PREFIX)) return moduleAjax(ctx, request, action.slice(MODULE_PREFIX.length));
	const handler = Object.prototype.hasOwnProperty.call(HANDLERS, action) ? HANDLERS[action] : undefined;
	if (!handler) return themeResponse(ctx, '');
	handler(ctx, request);
}
