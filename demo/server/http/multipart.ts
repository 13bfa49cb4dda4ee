/**
 * `multipart/form-data` bodies. WooCommerce's product forms use that enctype,
 * so a browser without JavaScript posts them this way, and PHP fills
 * `$_POST` from its text parts; file parts go to `$_FILES`, which only the
 * REST media upload reads.
 */

export interface MultipartPart {
	name: string;
	/** Present for file parts (`filename=` in the part's Content-Disposition). */
	filename?: string;
	contentType: string;
	content: Buffer;
}

/** The boundary parameter of a multipart Content-Type, or null. */
export function multipartBoundary(contentType: string): string | null {
	const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
	return match ? (match[1] ?? match[2]) : null;
}

/** Every named part, in body order. */
export function multipartParts(body: Buffer, boundary: string): MultipartPart[] {
	const parts: MultipartPart[] = [];
	const delimiter = Buffer.from(`--${boundary}`);
	let start = body.indexOf(delimiter);
	while (start !== -1) {
		const partStart = start + delimiter.length;
		if (body.subarray(partStart, partStart + 2).toString() === '--') break;
		const next = body.indexOf(delimiter, partStart);
		if (next === -1) break;
		const part = body.subarray(partStart, next);
		const headerEnd = part.indexOf('\r\n\r\n');
		if (headerEnd !== -1) {
			const headers = part.subarray(0, headerEnd).toString('utf8');
			const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
			const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
			const file = /\bfilename=(?:"([^"]*)"|([^;\s]*))/i.exec(disposition);
			const filename = file ? (file[1] ?? file[2]) : undefined;
			const contentType = /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1].trim() ?? '';
			// The part's content ends with the CRLF that precedes the next delimiter.
			const content = part.subarray(headerEnd + 4, Math.max(headerEnd + 4, part.length - 2));
			if (name !== undefined) parts.push({ name, filename, contentType, content });
		}
		start = next;
	}
	return parts;
}

/** Decoded name/value pairs of the text parts, in body order (what `$_POST` is built from). */
export const multipartPairs = (body: Buffer, boundary: string): [string, string][] =>
	multipartParts(body, boundary)
		.filter((part) => part.filename === undefined)
		.map((part) => [part.name, part.content.toString('utf8')]);
