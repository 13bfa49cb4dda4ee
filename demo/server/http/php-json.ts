/**
 * JSON the way PHP's json_encode prints it with WordPress's default flags:
 * `/` becomes `\/` and every non-ASCII character a `\uXXXX` escape. The bundle
 * must cope with exactly these bytes, so the demo sends nothing friendlier.
 */
export function phpJson(value: unknown): string {
	return JSON.stringify(value)
		.replace(/\//g, '\\/')
		.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * JSON for inside a `<script>` element. `\/` already defuses `</script>`; `<!--`
 * could still switch the HTML parser into its script-data-escaped state.
 */
export const scriptJson = (value: unknown): string => phpJson(value).replace(/<!--/g, '\\u003C!--');
