/**
 * `jnews-autoload-change-id` (theme-ajax.md §2.4, theme-ui §6): the theme's
 * post-autoload add-on appends the next posts below the article, each in
 * `.post-autoload[data-id]`, and triggers this event on `document` with the
 * post id whenever the reader scrolls into another of them. The side feed
 * marks that post active; the reading progress bar follows its
 * `.entry-content`. The add-on triggers it through jQuery
 * (`$(document).trigger(name, [id])`), which no DOM listener hears, so it is
 * heard through the event bridge: jQuery triggers, and DOM CustomEvents with
 * `detail: [id]` from scripts without jQuery.
 */
import { createEventChannel, type EventChannel } from '../events';

export const AUTOLOAD_CHANGE_ID = 'jnews-autoload-change-id';

let channel: EventChannel | undefined;

/** Calls `handler` with the post id of every change; returns the unsubscribe function. */
export function onAutoloadChangeId(handler: (postId: number) => void): () => void {
	channel ??= createEventChannel('jnews:', () => document);
	return channel.on(AUTOLOAD_CHANGE_ID, (args) => {
		const id = Number(args[0]);
		if (Number.isInteger(id) && id > 0) handler(id);
	});
}

/** The content the reader is in: that autoloaded post's `.entry-content`, else the page's first (the article itself). */
export const entryContentOf = (doc: Document, postId: number | null): Element | null =>
	(postId ? doc.querySelector(`.post-autoload[data-id="${postId}"] .entry-content`) : null) ?? doc.querySelector('.entry-content');
