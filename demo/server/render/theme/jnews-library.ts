/**
 * A stand-in for the theme's inline `jnews.library` (contract theme-ui §16),
 * printed in `<head>` as JNews prints its library at `wp_head` priority 1.
 * Written from the contract, not from the theme: only its storage API, the
 * part that meets the bundle (`jnews-` entries: the caller's object plus
 * `expired` in seconds, 12 hours on; `expiredStorage()` removes the entries
 * whose `expired` has passed). Like the original, it does not guard storage.
 */
import { type Html, html, raw } from '../../http/html';

const LIBRARY = `(function () {
	var jnews = (window.jnews = window.jnews || {});
	if (jnews.library) return;
	var PREFIX = 'jnews-';
	jnews.library = {
		setStorage: function (key, object) {
			var entry = { expired: Math.floor((Date.now() + 43200000) / 1000) };
			for (var name in object) entry[name] = object[name];
			localStorage.setItem(PREFIX + key, JSON.stringify(entry));
		},
		getStorage: function (key) {
			var raw = localStorage.getItem(PREFIX + key);
			return raw ? JSON.parse(raw) : {};
		},
		expiredStorage: function () {
			var now = Math.floor(Date.now() / 1000);
			Object.keys(localStorage).forEach(function (key) {
				if (key.indexOf(PREFIX) < 0) return;
				var entry = JSON.parse(localStorage.getItem(key));
				if (entry && entry.expired !== undefined && entry.expired < now) localStorage.removeItem(key);
			});
		}
	};
})();`;

export const jnewsLibraryScript = (): Html => html`<script type="text/javascript">${raw(LIBRARY)}</script>`;
