/**
 * A small animated GIF made on the spot (two coloured frames, looping), so
 * the demo article has a real GIF for the play overlay without any file from
 * outside. The encoder is the simplest valid one: every pixel is sent as a
 * literal code after a clear code, so the LZW dictionary never grows.
 */
const WIDTH = 160;
const HEIGHT = 90;
const PALETTE = [
	[0xb4, 0x23, 0x18],
	[0x03, 0x69, 0xa1],
	[0xff, 0xff, 0xff],
	[0x1f, 0x29, 0x33],
];

function imageData(frame: number): number[] {
	const bytes: number[] = [];
	let buffer = 0;
	let bits = 0;
	const emit = (code: number) => {
		buffer |= code << bits;
		bits += 3;
		while (bits >= 8) {
			bytes.push(buffer & 0xff);
			buffer >>= 8;
			bits -= 8;
		}
	};
	for (let y = 0; y < HEIGHT; y++)
		for (let x = 0; x < WIDTH; x++) {
			emit(4);
			const stripe = Math.floor((x + frame * 40) / 40) % 2;
			emit(y > 35 && y < 55 ? 2 + stripe : stripe);
		}
	emit(5);
	if (bits > 0) bytes.push(buffer & 0xff);
	const blocks: number[] = [];
	for (let at = 0; at < bytes.length; at += 255) {
		const block = bytes.slice(at, at + 255);
		blocks.push(block.length, ...block);
	}
	return [2, ...blocks, 0];
}

const word = (value: number) => [value & 0xff, value >> 8];

export function animatedGif(): Buffer {
	const bytes = [
		...Buffer.from('GIF89a'),
		...word(WIDTH),
		...word(HEIGHT),
		0xf1,
		0,
		0,
		...PALETTE.flat(),
		...[0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0x00, 0x00, 0x00],
	];
	for (const frame of [0, 1])
		bytes.push(0x21, 0xf9, 0x04, 0x00, ...word(50), 0x00, 0x00, 0x2c, 0, 0, 0, 0, ...word(WIDTH), ...word(HEIGHT), 0x00, ...imageData(frame));
	bytes.push(0x3b);
	return Buffer.from(bytes);
}
