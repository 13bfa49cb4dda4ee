/**
 * Query arguments of REST paths and URLs, which may be relative (`/wp/v2/posts?page=2`) or
 * carry the route in a query (`/?rest_route=/wp/v2/posts`). Only the first `?` starts the
 * query, so a `?` inside a value stays part of the value.
 */

/** The arguments after the first `?` of `target`. */
export const queryArgs = (target: string): URLSearchParams =>
	new URLSearchParams(target.slice(target.indexOf('?') + 1 || target.length));

/** `target` with argument `name` set to `value`, replacing any earlier value. */
export function setQueryArg(target: string, name: string, value: string | number): string {
	const args = queryArgs(target);
	args.set(name, `${value}`);
	return `${target.split('?')[0]}?${args}`;
}
