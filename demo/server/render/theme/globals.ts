/**
 * The theme's globals (theme-ajax.md §0.4): `jnews_ajax_url` in the head,
 * `jnewsoption` localized onto the main handle (scalars as strings, as
 * wp_localize_script prints them), and `jfla` in the footer.
 */
import { type Html, html, raw } from '../../http/html';
import { scriptJson } from '../../http/php-json';
import { localizedScript } from '../localized';

export interface ThemeGlobalsOptions {
	/** 0 off single posts. */
	postId: number;
	loginReload: string;
	recaptcha: boolean;
	/** `recaptcha_api`: where the islands load the reCAPTCHA library from (a site adds it through the theme's localize filter). */
	recaptchaApi?: string;
	sidefeedAjax: boolean;
	/** `gif` ("transform GIF"), on with the `articleEmbeds` site setting. */
	gif?: boolean;
}

export const ajaxUrlScript = (): Html => html`<script type="text/javascript">var jnews_ajax_url = '/?ajax-request=jnews'</script>`;

export function themeOptionsScript(options: ThemeGlobalsOptions): Html {
	return localizedScript('jnews-frontend', 'jnewsoption', {
		login_reload: options.loginReload,
		popup_script: 'magnific',
		single_gallery: '',
		ismobile: '',
		isie: '',
		sidefeed_ajax: options.sidefeedAjax ? '1' : '',
		language: 'en_US',
		module_prefix: 'jnews_module_ajax_',
		live_search: '1',
		postid: String(options.postId),
		isblog: options.postId ? '1' : '',
		admin_bar: '0',
		follow_video: '',
		follow_position: 'top_right',
		rtl: '0',
		gif: options.gif ? '1' : '',
		lang: {
			invalid_recaptcha: 'Invalid Recaptcha!',
			empty_username: 'Please enter your username!',
			empty_email: 'Please enter your email!',
			empty_password: 'Please enter your password!',
		},
		recaptcha: options.recaptcha ? '1' : '0',
		...(options.recaptchaApi ? { recaptcha_api: options.recaptchaApi } : {}),
		site_slug: '/',
		site_domain: 'localhost',
		zoom_button: '0',
	});
}

/** `jfla`: the view counter runs on single posts only. */
export const firstLoadScript = (actions: string[]): Html => html`<script type="text/javascript">var jfla = ${raw(scriptJson(actions))}</script>`;
