/**
 * `/demo/jnews-storage/`: the theme's inline `jnews.library` (a stand-in,
 * jnews-library.ts) with `jnews-` storage entries. The body carries JNews's
 * `jnews` class, so the bundle treats it as a theme page. A demo script
 * (`/demo/assets/jnews-storage-qa.js`) stores expired and fresh entries
 * through the library and lists this browser's entries live; opening the page
 * again shows what the bundle swept.
 */
import { html } from '../../http/html';
import type { PageBody } from '../layout';
import { jnewsLibraryScript } from './jnews-library';

export function jnewsStoragePage(): PageBody {
	return {
		title: 'jnews.library storage',
		bodyClass: 'page jnews demo-jnews-storage',
		head: html`${jnewsLibraryScript()}<script src="/demo/assets/jnews-storage-qa.js"></script>`,
		content: html`<h1 class="entry-title">The theme's jnews.library and its storage</h1><p>This page prints the theme's inline library in its head, as every JNews page does, and the islands bundle. Entries the library stores expire after 12 hours; nothing in the theme removes them once expired.</p><p><button type="button" class="button" id="demo-jnews-seed">Store entries as the library did 13 and 20 hours ago, and one now</button></p><h2>jnews- entries in this browser (<span id="demo-jnews-count">…</span>)</h2><ul id="demo-jnews-entries" class="qa-list"></ul><p id="demo-jnews-library" role="status"></p><p><a href="/demo/jnews-storage/">Open this page again</a>: once the page is idle the bundle removes the expired entries and keeps the fresh one and the library.</p>`,
	};
}
