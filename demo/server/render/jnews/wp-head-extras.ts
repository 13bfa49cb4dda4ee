/**
 * What WordPress and the JNews companion plugins print around the theme that
 * two view-less islands read:
 *  - the emoji settings, as JSON in <head> (the theme removes core's inline
 *    emoji loader; the bundle's emoji island does its job);
 *  - for administrators only: the admin flag `jnewsadmin`, the companion
 *    plugins' `file_version_checker` and the admin scripts' `jnewsHelper`,
 *    which the admin-check island uses. The companion version is a
 *    demo switch (cookie `demo_companion_version`, default 10.0.4).
 */
import { type Html, html, raw } from '../../http/html';
import { scriptJson } from '../../http/php-json';
import { localizedScript } from '../localized';

export const COMPANION_VERSION_COOKIE = 'demo_companion_version';
export const CURRENT_VERSION = '10.0.4';

export function emojiSettingsScript(): Html {
	const settings = {
		baseUrl: 'https://s.w.org/images/core/emoji/16.0.1/72x72/',
		ext: '.png',
		svgUrl: 'https://s.w.org/images/core/emoji/16.0.1/svg/',
		svgExt: '.svg',
		source: { concatemoji: '/demo/assets/wp/wp-emoji-release.min.js?ver=6.9' },
	};
	return html`<script type="application/json" id="wp-emoji-settings">${raw(scriptJson(settings))}</script>`;
}

/** A version the switch may set; anything else is the current one. */
export const companionVersion = (cookie: string | undefined): string => (cookie && /^\d{1,3}(\.\d{1,3}){1,3}$/.test(cookie) ? cookie : CURRENT_VERSION);

export function adminScripts(version: string): Html {
	return html`${localizedScript('jnews-admin', 'jnewsadmin', { ajax_url: '/wp-admin/admin-ajax.php' })}${localizedScript('jnews-essential', 'file_version_checker', {
		'jnews-essential': version,
		'jnews-social-share': CURRENT_VERSION,
	})}<script src="/demo/assets/wp/jnews-helper.js" id="jnews-helper-js"></script>`;
}
