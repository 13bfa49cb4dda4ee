/**
 * `/demo/dialog/`: the dialog service opened from plain buttons (the generic
 * `data-dialog-open` island): one dialog with a form field and links, one
 * that closes itself after 3 s, as the wishlist's popups do. No shop markup.
 */
import { html } from '../http/html';
import type { PageBody } from './layout';

export function dialogPage(): PageBody {
	return {
		title: 'Dialog',
		bodyClass: 'page demo-dialog',
		content: html`<h1 class="entry-title">Dialog service</h1>
<p><button type="button" class="button" data-dialog-open="demo-terms">Read the terms</button>
<button type="button" class="button" data-dialog-open="demo-timed">Show a 3-second notice</button></p>
<div id="demo-terms" hidden data-dialog-title="Terms of sale"><p>Orders ship within two days. <a href="/demo/">Back to QA</a></p><p><label>Your email <input type="email" name="email"></label></p><p><a href="/shop/">Shop</a></p></div>
<div id="demo-timed" hidden data-dialog-title="Saved" data-dialog-autoclose="3000"><p>Your list was saved. This closes by itself after 3 seconds.</p></div>
<p style="height:150vh">A tall page, so the scroll lock has a scrollbar to keep.</p>`,
	};
}
