/** How the theme endpoint's handlers answer: `echo` + `exit`, JSON or HTML, never cached. */
import type { RequestContext } from '../context';
import type { PhpValue } from '../http/php-form';
import { NO_CACHE, send } from '../http/respond';

export type ThemeRequest = Record<string, PhpValue>;
export type ThemeHandler = (ctx: RequestContext, request: ThemeRequest) => void;

export function themeResponse(ctx: RequestContext, body: string, contentType = 'text/html; charset=UTF-8'): void {
	send(ctx.res, 200, contentType, body, { 'Cache-Control': NO_CACHE, 'X-Content-Type-Options': 'nosniff' });
}

/** `wp_send_json`-style JSON (slashes escaped as PHP prints them). */
export const themeJson = (ctx: RequestContext, value: unknown): void =>
	themeResponse(ctx, JSON.stringify(value).replace(/\//g, '\\/'), 'application/json; charset=UTF-8');

export const fieldText = (value: PhpValue | undefined): string => (typeof value === 'string' ? value : '');
