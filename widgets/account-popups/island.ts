import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * The theme's account popups: the links that open them, and the login,
 * register and forgot forms inside. Idle, because the forms sit in hidden
 * popups (never "visible") and a link's click is handled by the link itself.
 */
export const island: IslandSpec = {
	selector: '.jeg_popuplink,.jeg_popuplink_parent a,.jeg_popup_account form',
	strategy: 'idle',
};
