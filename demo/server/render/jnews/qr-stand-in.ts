/**
 * The picture behind the QR-code share button. On a site the button links a
 * QR-code image service; the demo has no outside network, so it serves an
 * SVG that looks like a code (three finder squares, modules drawn from a hash
 * of the shared URL) and names the URL in its title. It is not a scannable
 * code: QA checks that the button shows the picture, not the encoding.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../http/html';

const SIZE = 25;
const CELL = 8;

const inFinder = (x: number, y: number): boolean =>
	[
		[0, 0],
		[SIZE - 7, 0],
		[0, SIZE - 7],
	].some(([left, top]) => x >= left && x < left + 7 && y >= top && y < top + 7);

function finder(left: number, top: number): string {
	const at = (offset: number, size: number, fill: string) =>
		`<rect x="${(left + offset) * CELL}" y="${(top + offset) * CELL}" width="${size * CELL}" height="${size * CELL}" fill="${fill}"/>`;
	return at(0, 7, '#000') + at(1, 5, '#fff') + at(2, 3, '#000');
}

export function qrStandIn(data: string): string {
	const bits = createHash('sha512').update(data).digest();
	let modules = '';
	for (let y = 0; y < SIZE; y++)
		for (let x = 0; x < SIZE; x++) {
			const index = y * SIZE + x;
			if (!inFinder(x, y) && bits[index % bits.length] & (1 << (index % 8))) modules += `<rect x="${x * CELL}" y="${y * CELL}" width="${CELL}" height="${CELL}"/>`;
		}
	const side = SIZE * CELL;
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${side + 32}" height="${side + 32}" viewBox="-16 -16 ${side + 32} ${side + 32}"><title>QR code: ${escapeHtml(data)}</title><rect x="-16" y="-16" width="${side + 32}" height="${side + 32}" fill="#fff"/>${finder(0, 0)}${finder(SIZE - 7, 0)}${finder(0, SIZE - 7)}<g fill="#000">${modules}</g></svg>`;
}
