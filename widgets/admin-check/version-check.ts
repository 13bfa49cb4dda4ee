/**
 * The theme library's admin check (contract theme-ui §17): the companion
 * plugins print their file versions into `window.file_version_checker`, and
 * the theme expects every one of them at `10.0.4`. A missing or empty map, or
 * any other version, means the admin is shown JNews's update notice.
 */
export const EXPECTED_FILE_VERSION = '10.0.4';
/** Window load, then this long, as the theme waits before checking. */
export const CHECK_DELAY_MS = 2500;

export function needsNotice(checker: unknown, expected = EXPECTED_FILE_VERSION): boolean {
	if (typeof checker !== 'object' || checker === null) return true;
	const versions = Object.values(checker);
	return versions.length === 0 || versions.some((version) => version !== expected);
}

interface JnewsHelper {
	getMessage?: unknown;
	getNotice?: unknown;
}

/** Calls the admin scripts' `jnewsHelper.getMessage()` and `getNotice()`, each only when present (the theme called them unguarded, §23.15). */
export function showNotice(helper: unknown): void {
	if (typeof helper !== 'object' || helper === null) return;
	const { getMessage, getNotice } = helper as JnewsHelper;
	if (typeof getMessage === 'function') getMessage.call(helper);
	if (typeof getNotice === 'function') getNotice.call(helper);
}
