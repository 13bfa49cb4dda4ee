/**
 * The dark-mode boot script: a few hundred bytes the theme prints inline
 * right after <body> opens (`wp_body_open`), so the page is painted in the
 * right theme the first time. PHP already renders the class from the cookie;
 * this covers what the server cannot know: the local hour (timed mode) and
 * the OS preference (device modes, followed live until the reader picks a
 * side with a toggle). It writes the cookie the next page's PHP reads.
 * Built on its own (`dist/dark-mode-boot.js`), never part of the loader.
 */
import { readJnewsOption } from '../../contracts/jnews-option';
import { applyTheme } from './apply-theme';
import { darkCookie, readDarkCookie } from './dark-cookie';
import { decideDark, modeOf } from './decide';

export function bootDarkMode(doc: Document = document): void {
	if (/[?&](vc_editable|elementor-preview)=/.test(location.search)) return;
	const option = readJnewsOption();
	const media = matchMedia('(prefers-color-scheme: dark)');
	const mode = modeOf(doc.body);
	const decision = decideDark({ mode, cookie: readDarkCookie(doc.cookie), prefersDark: media.matches, hour: new Date().getHours() });
	if (mode === 'full') return;
	applyTheme(doc, decision.dark);
	if (decision.write) doc.cookie = darkCookie(decision.write.value, decision.write.lifetime, option);
	if (!decision.followDevice) return;
	let chosen = false;
	doc.addEventListener('change', (event) => {
		if ((event.target as Element).matches?.('.jeg_dark_mode_toggle')) chosen = true;
	});
	media.addEventListener('change', () => {
		if (chosen) return;
		applyTheme(doc, media.matches);
		if (mode === 'device') doc.cookie = darkCookie(media.matches ? 'true' : 'false', 'session', option);
	});
}
