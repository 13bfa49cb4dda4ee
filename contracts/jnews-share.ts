/**
 * The share plugin's naming: every share link or button carries a
 * `jeg_btn-<network>` class (contract theme-ui §10, §11).
 */
export const shareNetworkOf = (element: Element): string =>
	[...element.classList].find((name) => name.startsWith('jeg_btn-'))?.slice('jeg_btn-'.length) ?? '';
