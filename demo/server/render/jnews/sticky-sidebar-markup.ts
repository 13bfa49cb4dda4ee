/**
 * A content column and a sidebar the theme marks sticky (`.jeg_sticky_sidebar`),
 * as JNews prints a block row; the front page wraps its blocks in one.
 */
import { type Html, html } from '../../http/html';

export const stickySidebarRow = (content: Html, sidebar: Html): Html =>
	html`<div class="jeg_block_row"><div class="jeg_main_content">${content}</div><div class="jeg_sidebar jeg_sticky_sidebar"><div class="widget"><h3 class="jeg_block_title"><span>Most read</span></h3>${sidebar}</div></div></div>`;
