import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * The theme's account popups: the links that open them, and the login,
 * register and forgot forms inside. `visible`: a link wakes near the screen,
 * and a click that comes first is held and replayed once it is awake (with
 * `idle` the click could land before and jump to the hash). The forms sit in
 * hidden popups, so they wake on the first focus, key or click inside them.
 */
export const island: IslandSpec = {
	selector: '.jeg_popuplink,.jeg_popuplink_parent a,.jeg_popup_account form',
	strategy: 'visible',
};
