/**
 * A minimal ZIP writer (PKWARE APPNOTE 6.3): one local header and deflated data per entry, then
 * the central directory and its end record. Enough for WordPress's plugin installer, `unzip` and
 * every archive tool; no ZIP64, no encryption, no dependency beyond Node's zlib.
 */
import { deflateRawSync } from 'node:zlib';

export interface ZipEntry {
	/** Path inside the archive, with `/` separators; a folder ends with `/`. */
	name: string;
	/** Empty for a folder. */
	data: Buffer;
	modified: Date;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
	let c = n;
	for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	return c >>> 0;
});

export function crc32(data: Buffer): number {
	let crc = 0xffffffff;
	for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
	return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS time and date, local time, 2-second resolution, from 1980. */
function dosDateTime(date: Date): { time: number; date: number } {
	const year = Math.max(date.getFullYear(), 1980);
	return {
		time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
		date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
	};
}

const VERSION_NEEDED = 20; // 2.0: deflate and folders
const VERSION_MADE_BY = (3 << 8) | 20; // Unix, so the mode bits below are read
const UTF8_NAMES = 1 << 11;

export function writeZip(entries: readonly ZipEntry[]): Buffer {
	const parts: Buffer[] = [];
	const central: Buffer[] = [];
	let offset = 0;
	for (const entry of entries) {
		const name = Buffer.from(entry.name, 'utf8');
		const folder = entry.name.endsWith('/');
		const deflated = folder ? Buffer.alloc(0) : deflateRawSync(entry.data, { level: 9 });
		// A file that does not shrink is stored: method 0, the bytes as they are.
		const stored = folder || deflated.length >= entry.data.length;
		const body = stored ? entry.data : deflated;
		const crc = folder ? 0 : crc32(entry.data);
		const { time, date } = dosDateTime(entry.modified);

		const local = Buffer.alloc(30);
		local.writeUInt32LE(0x04034b50, 0);
		local.writeUInt16LE(VERSION_NEEDED, 4);
		local.writeUInt16LE(UTF8_NAMES, 6);
		local.writeUInt16LE(stored ? 0 : 8, 8);
		local.writeUInt16LE(time, 10);
		local.writeUInt16LE(date, 12);
		local.writeUInt32LE(crc, 14);
		local.writeUInt32LE(body.length, 18);
		local.writeUInt32LE(entry.data.length, 22);
		local.writeUInt16LE(name.length, 26);
		local.writeUInt16LE(0, 28);

		const header = Buffer.alloc(46);
		header.writeUInt32LE(0x02014b50, 0);
		header.writeUInt16LE(VERSION_MADE_BY, 4);
		header.writeUInt16LE(VERSION_NEEDED, 6);
		header.writeUInt16LE(UTF8_NAMES, 8);
		header.writeUInt16LE(stored ? 0 : 8, 10);
		header.writeUInt16LE(time, 12);
		header.writeUInt16LE(date, 14);
		header.writeUInt32LE(crc, 16);
		header.writeUInt32LE(body.length, 20);
		header.writeUInt32LE(entry.data.length, 24);
		header.writeUInt16LE(name.length, 28);
		// Extra field, comment, disk number, internal attributes: none.
		header.writeUInt32LE(((folder ? 0o40755 : 0o100644) << 16) >>> 0, 38);
		header.writeUInt32LE(offset, 42);

		parts.push(local, name, body);
		central.push(header, name);
		offset += local.length + name.length + body.length;
	}
	const directory = Buffer.concat(central);
	const end = Buffer.alloc(22);
	end.writeUInt32LE(0x06054b50, 0);
	end.writeUInt16LE(entries.length, 8);
	end.writeUInt16LE(entries.length, 10);
	end.writeUInt32LE(directory.length, 12);
	end.writeUInt32LE(offset, 16);
	return Buffer.concat([...parts, directory, end]);
}
