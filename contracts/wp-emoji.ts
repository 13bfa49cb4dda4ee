/**
 * WordPress's emoji settings (`wp_emoji_settings`, printed by core's
 * `_print_emoji_detection_script`): where Twemoji's images live and which
 * script replaces emoji the browser cannot draw. `source` holds one
 * concatenated file (`concatemoji`), or the two files under SCRIPT_DEBUG
 * (`wpemoji` + `twemoji`). The fallback script reads `window._wpemojiSettings`
 * with the `supports` the check found, `DOMReady` and `readyCallback` added.
 */
import { type Guard, isRecord } from './guard';

export interface WpEmojiSettings {
	baseUrl: string;
	ext: string;
	svgUrl: string;
	svgExt: string;
	source: { concatemoji?: string; wpemoji?: string; twemoji?: string };
}

/**
 * Only what the island itself uses is checked: an object with a `source`
 * object (its URLs are checked one by one where they are loaded). The image
 * fields are the fallback's business and reach it as printed.
 */
export const isWpEmojiSettings: Guard<WpEmojiSettings> = (value): value is WpEmojiSettings => isRecord(value) && isRecord(value.source);

/** What the check found: the browser draws every tested flag, and the newest tested emoji. */
export interface EmojiSupportTests {
	flag: boolean;
	emoji: boolean;
}

export const isEmojiSupportTests = (value: unknown): value is EmojiSupportTests =>
	isRecord(value) && typeof value.flag === 'boolean' && typeof value.emoji === 'boolean';

/** `_wpemojiSettings.supports` as wp-emoji.js reads it. */
export interface EmojiSupports extends EmojiSupportTests {
	everything: boolean;
	everythingExceptFlag: boolean;
}
