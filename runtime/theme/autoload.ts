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
export const onAutoloadChangeId = (handler: (postId: number) => void): (() => void) =>
	(channel ??= createEventChannel('jnews:', () => document)).on(AUTOLOAD_CHANGE_ID, ([id]) => (id = Number(id)) > 0 && handler(id as number));

