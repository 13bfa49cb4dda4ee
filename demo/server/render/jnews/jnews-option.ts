/**
 * `jnewsoption`, printed by wp_localize_script on the theme's frontend
 * script (contract theme-ui §0): flags as "1"/"0" strings, the dark-mode
 * cookie lifetime in days, no site_slug/site_domain (only the companion
 * plugin adds those, so the bundle's fallbacks are exercised).
 */
import type { JnewsOption } from '../../../../contracts/jnews-option';
import type { Html } from '../../http/html';
import { localizedScript } from '../localized';

export interface JnewsOptionInput {
	adminBar: boolean;
	gif: boolean;
	darkModeCookieDays: number;
	/** Live search in the header's search boxes, with the `language` every theme call sends. */
	liveSearch?: boolean;
}

export function jnewsOptionScript({ adminBar, gif, darkModeCookieDays, liveSearch = false }: JnewsOptionInput): Html {
	const option: JnewsOption = {
		rtl: '0',
		admin_bar: adminBar ? '1' : '0',
		gif: gif ? '1' : '0',
		zoom_button: '1',
		dm_cookie_time: String(darkModeCookieDays),
	};
	return localizedScript('jnews-frontend', 'jnewsoption', liveSearch ? { ...option, live_search: '1', language: 'en_US' } : option);
}
