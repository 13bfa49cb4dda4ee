/**
 * The dark-mode boot script: about a kilobyte the theme prints inline in
 * <head> (`wp_head`, priority 1, where it prints its own inline library), so
 * the page is painted in the right theme the first time. It cannot wait for a
 * spot after <body>: an inline script there waits for the head's stylesheets,
 * and Chrome may paint the bare body in between (measured: 3 of 4 loads showed
 * a light first frame). From <head> it watches for <body> and applies the
 * theme in the microtask after the parser creates it, before any frame. PHP already renders the class from the cookie;
 * this covers what the server cannot know: the local hour (timed mode) and
 * the OS preference (device modes, followed live until the reader picks a
 * side with a switch), and writes the session cookie those modes keep for the
 * next page. Choices made with a switch are the switch island's to write.
 * Built on its own (`dist/dark-mode-boot.js`), never part of the loader.
 */
import { writeCookieText } from '../../runtime/cookie-text';
import { applyTheme } from './apply-theme';
import { type DarkCookieScope, darkCookie, readDarkCookie } from './dark-cookie';
import { decideDark, modeOf } from './decide';

export function bootDarkMode(doc: Document = document): void {
	if (doc.body) return applyDarkMode(doc);
	const watch = new MutationObserver(() => {
		if (!doc.body) return;
		watch.disconnect();
		applyDarkMode(doc);
	});
	watch.observe(doc.documentElement, { childList: true });
}

function applyDarkMode(doc: Document): void {
	if (/[?&](vc_editable|elementor-preview)=/.test(location.search)) return;
	const scope = (window as { jnewsoption?: DarkCookieScope }).jnewsoption ?? null;
	const media = matchMedia('(prefers-color-scheme: dark)');
	const mode = modeOf(doc.body);
	if (mode === 'full') return;
	const decision = decideDark({ mode, cookie: readDarkCookie(doc.cookie), prefersDark: media.matches, hour: new Date().getHours() });
	applyTheme(doc, decision.dark);
	if (decision.write?.lifetime === 'session') writeCookieText(darkCookie(decision.write.value, 'session', scope), doc);
	if (!decision.followDevice) return;
	let chosen = false;
	doc.addEventListener('change', (event) => {
		if ((event.target as Element).matches?.('.jeg_dark_mode_toggle')) chosen = true;
	});
	media.addEventListener('change', () => {
		if (chosen) return;
		applyTheme(doc, media.matches);
		if (mode === 'device') writeCookieText(darkCookie(media.matches ? 'true' : 'false', 'session', scope), doc);
	});
}
