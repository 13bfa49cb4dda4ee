import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, writeZip } from './zip';

/** Reads an archive back through its central directory, as an unzip tool does. */
function readZip(zip: Buffer): Map<string, Buffer> {
	const end = zip.length - 22;
	expect(zip.readUInt32LE(end)).toBe(0x06054b50);
	const count = zip.readUInt16LE(end + 10);
	let at = zip.readUInt32LE(end + 16);
	const files = new Map<string, Buffer>();
	for (let i = 0; i < count; i++) {
		expect(zip.readUInt32LE(at)).toBe(0x02014b50);
		const method = zip.readUInt16LE(at + 10);
		const crc = zip.readUInt32LE(at + 16);
		const size = zip.readUInt32LE(at + 20);
		const nameLength = zip.readUInt16LE(at + 28);
		const offset = zip.readUInt32LE(at + 42);
		const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
		const local = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
		const body = zip.subarray(local, local + size);
		const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
		expect(crc32(data)).toBe(crc);
		files.set(name, data);
		at += 46 + nameLength;
	}
	return files;
}

describe('writeZip', () => {
	it('computes the standard CRC-32', () => {
		expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
	});

	it('writes folders, deflated and stored files that read back byte for byte', () => {
		const modified = new Date(2026, 0, 2, 3, 4, 6);
		const text = Buffer.from('<?php\n'.repeat(200));
		const tiny = Buffer.from('x');
		const zip = writeZip([
			{ name: 'plugin/', data: Buffer.alloc(0), modified },
			{ name: 'plugin/a.php', data: text, modified },
			{ name: 'plugin/é.txt', data: tiny, modified },
		]);
		const files = readZip(zip);
		expect([...files.keys()]).toEqual(['plugin/', 'plugin/a.php', 'plugin/é.txt']);
		expect(files.get('plugin/a.php')).toEqual(text);
		expect(files.get('plugin/é.txt')).toEqual(tiny);
		expect(zip.length).toBeLessThan(text.length);
	});
});
