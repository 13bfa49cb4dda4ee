/**
 * The wishlist plugin's events (contract §6): emitted on body or on document
 * as jQuery triggers when jQuery is on the page, always as native
 * CustomEvents prefixed `yith:` (the bare name too without jQuery).
 */
import { type EventChannel, createEventChannel } from '../events';

let onBody: EventChannel | undefined;
let onDocument: EventChannel | undefined;

/** `added_to_wishlist`, `removed_from_wishlist`, `moved_to_another_wishlist`, `yith_wcwl_fragments_replaced`… */
export const bodyEvents = (): EventChannel => (onBody ??= createEventChannel('yith:'));

/**
 * `yith_wcwl_init`, `yith_wcwl_init_after_ajax`, `yith_wcwl_fragments_loaded`… The plugin triggers
 * them on `document` itself (so `event.target` is the document), and third parties trigger theirs
 * there: a listener on `<html>` would never see a `$(document).trigger(…)`.
 */
export const documentEvents = (): EventChannel => (onDocument ??= createEventChannel('yith:', () => document));
