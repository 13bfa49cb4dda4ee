/**
 * How long a desktop submenu stays open after the pointer leaves
 * (contract theme-ui §15, from the theme's superfish settings per
 * `data-animation`): `slide` and an unset animation keep superfish's 800 ms
 * (the spec's menu hover delay), `animateTransform` and `none` close at once,
 * and the fade the theme uses for any other value waits 250 ms.
 */
export function hideDelayMs(animation: string | null): number {
	if (animation === null || animation === '' || animation === 'slide') return 800;
	if (animation === 'animateTransform' || animation === 'none') return 0;
	return 250;
}

/** Submenus toggle by tap or click, not hover, on screens 1024 px wide or less (contract §15, spec §4). */
export const TOUCH_MENU_QUERY = '(max-width: 1024px)';
