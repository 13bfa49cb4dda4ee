/**
 * The QA page's site settings form: one select per setting of `routes/site-settings.ts`, showing
 * the current choice. A plain GET form to `/demo/settings`, so it works without JavaScript.
 */
import { type Html, html } from '../http/html';
import { SITE_SETTINGS, type SettingName, type SiteSettings } from '../routes/site-settings';

function settingRow(name: SettingName, current: string): Html {
	const { legend, choices } = SITE_SETTINGS[name];
	const options = choices.map(([value, label]) => html`<option value="${value}"${value === current ? html` selected` : ''}>${label}</option>`);
	return html`<p><label for="setting-${name}">${legend}</label><br><select id="setting-${name}" name="${name}">${options}</select></p>`;
}

export function qaSettingsSection(settings: SiteSettings): Html {
	const rows = (Object.keys(SITE_SETTINGS) as SettingName[]).map((name) => settingRow(name, settings[name]));
	return html`<section class="qa-settings" aria-labelledby="settings"><h2 id="settings">Site settings</h2><p>Options and filters a real site sets in wp-admin or in code, for this browser only (cookies <code>demo_*</code>). They apply to every page and endpoint until changed or the cookies are cleared.</p><form method="get" action="/demo/settings">${rows}<p><button type="submit" class="button">Apply settings</button></p></form></section>`;
}
