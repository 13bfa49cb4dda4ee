/**
 * The document shell of the JNews pages (`/news/…`): the theme's body
 * classes (dark mode from the `darkmode` cookie, as PHP renders them), the
 * dark-mode boot snippet printed inline in <head>, the theme's
 * header bar with its dark-mode switch, the footer's back-to-top link and
 * cookie-law notice, `jnewsoption` where wp_localize_script prints it (the
 * footer), and the islands loader. These pages carry no shop markup.
 */
import { type Html, attrs, html, raw } from '../../http/html';
import { LOADER_SRC } from '../layout';
import { jnewsOptionScript } from './jnews-option';
import { ARTICLES } from '../../state/articles';
import { cookieLawNotice, darkModeSwitch, mobileMenuToggle, offCanvasMenu, scrollToTop } from './reading-markup';
import { type ReadingSwitches, darkBodyClasses } from './reading-switches';
import { adminScripts, emojiSettingsScript } from './wp-head-extras';
import { mobileSearchBox, searchBox } from '../theme/header-parts';

export interface NewsPage {
	title: string;
	bodyClass: string;
	content: Html;
	switches: ReadingSwitches;
	darkCookie: string | undefined;
	/** `dist/dark-mode-boot.js`, printed inline; empty before the first build. */
	darkModeBoot: string;
	/** Logged-out visitors see the cookie-law notice. */
	loggedIn: boolean;
	/** For administrators: the companion plugins' printed version (the admin notice check reads it). */
	adminCompanionVersion: string | null;
	/** The header's search box, and the mobile bar's (a QA staging; the demo's news pages print none by default). */
	search?: boolean;
}

const NAV: readonly [string, string][] = [
	['News', '/news/'],
	['Shop', '/shop/'],
	['QA', '/demo/'],
];

/**
 * The theme's header: the main bar, then (unless the follow mode is normal)
 * the blank space that keeps the sticky bar's room and the sticky bar itself,
 * and the mobile bar with its own blank space.
 */
function header(switches: ReadingSwitches, dark: boolean, search: boolean): Html {
	const items = NAV.map(([label, href]) =>
		label === 'News'
			? html`<li class="menu-item menu-item-has-children"><a href="${href}">${label}</a><ul class="sub-menu">${ARTICLES.map((article) => html`<li class="menu-item"><a href="/news/${article.slug}/">${article.title}</a></li>`)}</ul></li>`
			: html`<li class="menu-item"><a href="${href}">${label}</a></li>`,
	);
	const hasSwitch = ['jeg_toggle_light', 'jeg_toggle_dark', 'jeg_device_toggle'].includes(switches.darkMode);
	// The sticky bar repeats the main menu: its own label keeps the two navigation landmarks apart.
	const navRow = (extra: Html | string, label = 'Primary') =>
		html`<div class="jeg_nav_row"><a class="jeg_logo" href="/news/">The Daily Island</a><nav aria-label="${label}"><ul class="jeg_menu jeg_main_menu" data-animation="slide">${items}</ul></nav>${extra}</div>`;
	const sticky =
		switches.sticky === 'normal'
			? ''
			: html`<div class="sticky_blankspace"></div><div class="jeg_header full"><div class="jeg_container"><div class="jeg_stickybar jeg_navbar jeg_navbar_wrapper" data-mode="${switches.sticky}">${navRow(hasSwitch ? darkModeSwitch(dark) : '', 'Primary, sticky bar')}</div></div></div>`;
	const mobileItems = html`${mobileMenuToggle()}<a class="jeg_logo" href="/news/">The Daily Island</a>${hasSwitch ? darkModeSwitch(dark) : ''}`;
	// With a search box the mobile bar is printed as the theme's mid bar: the box expands its `.jeg_container`.
	const mobileBar = search ? html`<div class="jeg_mobile_midbar jeg_container"><div class="jeg_nav_row">${mobileItems}${mobileSearchBox()}</div></div>` : mobileItems;
	return html`<div class="jeg_header_wrapper"><div class="jeg_header normal"><div class="jeg_container">${navRow(html`${search ? searchBox() : ''}${hasSwitch ? darkModeSwitch(dark) : ''}`)}</div></div>${sticky}</div><div class="jeg_navbar_mobile_wrapper"><div class="jeg_navbar_mobile" data-mode="${switches.sticky}">${mobileBar}</div><div class="sticky_blankspace" style="height: 60px"></div></div>`;
}

/** WordPress's admin bar, printed for logged-in users who have it on (a switch here). */
const adminBar = (): Html => html`<div id="wpadminbar" class="nojq"><a class="ab-item" href="/demo/">Demo admin bar</a></div>`;

export function newsShell(page: NewsPage): Html {
	const { switches } = page;
	const bodyClasses = [
		page.bodyClass,
		...darkBodyClasses(switches.darkMode, page.darkCookie),
		page.loggedIn ? 'logged-in' : '',
		switches.adminBar ? 'admin-bar' : '',
	].filter(Boolean);
	const dark = bodyClasses.includes('jnews-dark-mode');
	return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${page.title} &ndash; The Daily Island</title><script id="jnews-darkmode-boot">${raw(page.darkModeBoot)}</script>${emojiSettingsScript()}
<link rel="stylesheet" href="/demo/assets/site.css" media="all"><link rel="stylesheet" href="/demo/assets/jnews.css" media="all"><link rel="stylesheet" href="/demo/assets/jnews-blocks.css" media="all">
</head>
<body${attrs({ class: bodyClasses.join(' ') })}>
${switches.adminBar ? adminBar() : ''}<div class="jeg_viewport">
<header>${header(switches, dark, page.search ?? false)}</header>
<main id="content" class="jeg_main">
${page.content}
</main>
<footer class="jeg_footer"><p>&copy; The Daily Island &middot; JNews reading features on the islands bundle.</p></footer>
</div>
${offCanvasMenu(ARTICLES.map((article) => ({ title: article.title, url: `/news/${article.slug}/` })))}${scrollToTop()}${page.loggedIn ? '' : cookieLawNotice()}
${jnewsOptionScript({ adminBar: switches.adminBar, gif: switches.gif, darkModeCookieDays: switches.darkCookieDays, liveSearch: page.search })}${page.adminCompanionVersion === null ? '' : adminScripts(page.adminCompanionVersion)}<script src="${LOADER_SRC}" id="islands-js" defer></script>
</body>
</html>
`;
}
