/**
 * What a JNews page adds around its content: the globals in head and footer,
 * the header items (after the site navigation) and the account popups.
 */
import { type Html, html } from '../../http/html';
import type { PageBody } from '../layout';
import { accountPopups } from './account-popups';
import { ajaxUrlScript, firstLoadScript, themeOptionsScript } from './globals';
import { sideFeedPaneStyle } from './side-feed';

export interface ThemeChrome {
	postId: number;
	/** The page's own URL: where a login reloads to. */
	url: string;
	accountNonce: string;
	recaptcha: boolean;
	/** The local fake of the reCAPTCHA library (or a missing file, to see that fail). */
	recaptchaApi?: string;
	/** Logged-in readers get no account links or popups. */
	loggedIn: boolean;
	/** Site settings `articleEmbeds` (GIF transform on) and `sideFeedPane` (the side feed's scrolling pane). */
	gif?: boolean;
	sideFeedPane?: boolean;
}

export function themeChrome(chrome: ThemeChrome, items: Record<string, Html>): Pick<PageBody, 'head' | 'header' | 'footer'> {
	return {
		head: html`<link rel="stylesheet" id="jnews-demo-css" href="/demo/assets/theme.css" media="all">${ajaxUrlScript()}${themeOptionsScript({ postId: chrome.postId, loginReload: chrome.url, recaptcha: chrome.recaptcha, recaptchaApi: chrome.recaptcha ? chrome.recaptchaApi : undefined, sidefeedAjax: chrome.postId > 0, gif: chrome.gif })}${chrome.sideFeedPane ? sideFeedPaneStyle() : ''}`,
		header: html`<div class="jeg_container jeg_navbar">${Object.entries(items).map(([name, item]) => (name === 'account' && chrome.loggedIn ? '' : item))}</div>`,
		footer: html`${chrome.loggedIn ? '' : accountPopups(chrome.accountNonce, chrome.recaptcha)}${firstLoadScript(chrome.postId ? ['view_counter'] : [])}`,
	};
}
