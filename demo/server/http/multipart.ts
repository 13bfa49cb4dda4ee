/**
 * Text fields of a `multipart/form-data` body. WooCommerce's product forms use
 * that enctype, so a browser without JavaScript posts them this way; PHP fills
 * `$_POST` from either encoding. File parts are skipped (the demo has no uploads).
 */

/** The boundary parameter of a multipart Content-Type, or null. */
export function multipartBoundary(contentType: string): string | null {
	const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
	return match ? (match[1] ?? match[2]) : null;
}

/** Decoded name/value pairs of the text parts, in body order. */
export function multipartPairs(body: Buffer, boundary: string): [string, string][] {
	const pairs: [string, string][] = [];
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
			const isFile = /\bfilename=/i.test(disposition);
			// The part's content ends with the CRLF that precedes the next delimiter.
			const content = part.subarray(headerEnd + 4, Math.max(headerEnd + 4, part.length - 2));
			if (name !== undefined && !isFile) pairs.push([name, content.toString('utf8')]);
		}
		start = next;
	}
	return pairs;
}
