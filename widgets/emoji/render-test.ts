/**
 * WordPress's browser emoji test, done the same way core's loader does it:
 * draw a sequence and the same code points kept apart by a zero-width space
 * on a canvas; when both images are identical the browser did not join them,
 * so it cannot show that emoji and Twemoji's images are needed.
 *  - flag: the transgender flag (a ZWJ sequence), the UN flag (two regional
 *    indicators) and England's flag (a tag sequence) must all join;
 *  - emoji: the newest sequence tested, the phoenix (🐦‍🔥, Emoji 15.1).
 * A lazy part of the island: only a page whose cached result is missing or
 * older than 7 days fetches it.
 */
import type { EmojiSupportTests } from '../../contracts/wp-emoji';

/** The part of a 2D context the test draws with (a real canvas, or a stand-in in unit tests). */
export type DrawingContext = Pick<CanvasRenderingContext2D, 'clearRect' | 'fillText' | 'getImageData' | 'textBaseline' | 'font'> & {
	canvas: { width: number; height: number };
};

const ZWSP = '\u200B';
const codePoints = (text: string) => Array.from(text);

/** Pairs of [joined, kept apart]: a pair that draws the same means "not supported". */
export const FLAG_PAIRS: readonly [string, string][] = [
	['\u{1F3F3}\uFE0F\u200D\u26A7\uFE0F', `\u{1F3F3}\uFE0F${ZWSP}\u26A7\uFE0F`],
	['\u{1F1FA}\u{1F1F3}', `\u{1F1FA}${ZWSP}\u{1F1F3}`],
	['\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}', codePoints('\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}').join(ZWSP)],
];
export const EMOJI_PAIRS: readonly [string, string][] = [['\u{1F426}\u200D\u{1F525}', `\u{1F426}${ZWSP}\u{1F525}`]];

function draw(context: DrawingContext, text: string): Uint8ClampedArray {
	const { width, height } = context.canvas;
	context.clearRect(0, 0, width, height);
	context.fillText(text, 0, 0);
	return context.getImageData(0, 0, width, height).data;
}

function drawsTheSame(context: DrawingContext, [joined, apart]: readonly [string, string]): boolean {
	const a = draw(context, joined);
	const b = draw(context, apart);
	return a.length === b.length && a.every((value, index) => value === b[index]);
}

export function runEmojiTests(context: DrawingContext): EmojiSupportTests {
	context.textBaseline = 'top';
	context.font = '600 32px Arial';
	return {
		flag: !FLAG_PAIRS.some((pair) => drawsTheSame(context, pair)),
		emoji: !EMOJI_PAIRS.some((pair) => drawsTheSame(context, pair)),
	};
}

/** The test on a fresh canvas; where a 2D canvas is unavailable nothing counts as supported, as in core's loader. */
export function measureEmojiSupport(doc: Document): EmojiSupportTests {
	let context: DrawingContext | null = null;
	try {
		context = doc.createElement('canvas').getContext('2d', { willReadFrequently: true });
	} catch {
		// no canvas
	}
	return context ? runEmojiTests(context) : { flag: false, emoji: false };
}
