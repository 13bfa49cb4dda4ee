/**
 * Reads a request body and fills the `$_POST` equivalent. Like PHP, only the
 * two form encodings are parsed: a JSON or text/plain body leaves the form
 * empty, which is how a client bug shows up against a real WordPress server.
 */
import type { IncomingMessage } from 'node:http';
import { multipartBoundary, multipartPairs } from './multipart';
import { type PhpValue, buildPhpArray, formPairs } from './php-form';

/** post_max_size is 8 MB by default; a demo request never comes close to 1 MB. */
const MAX_BODY_BYTES = 1_048_576;

export type BodyEncoding = 'urlencoded' | 'multipart' | 'other' | 'none';

export interface RequestBody {
	encoding: BodyEncoding;
	contentType: string;
	form: Record<string, PhpValue>;
	/** The bytes as received: the REST API reads JSON bodies and uploaded files from them. */
	raw: Buffer;
}

export class BodyTooLarge extends Error {}

export async function readBody(req: IncomingMessage): Promise<RequestBody> {
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of req as AsyncIterable<Buffer>) {
		size += chunk.length;
		if (size > MAX_BODY_BYTES) throw new BodyTooLarge(`body larger than ${MAX_BODY_BYTES} bytes`);
		chunks.push(chunk);
	}
	const buffer = Buffer.concat(chunks);
	const contentType = req.headers['content-type'] ?? '';
	const mediaType = contentType.split(';')[0].trim().toLowerCase();
	if (buffer.length === 0 && mediaType === '') return { encoding: 'none', contentType, form: {}, raw: buffer };
	if (mediaType === 'application/x-www-form-urlencoded')
		return { encoding: 'urlencoded', contentType, form: buildPhpArray(formPairs(buffer.toString('utf8'))), raw: buffer };
	const boundary = mediaType === 'multipart/form-data' ? multipartBoundary(contentType) : null;
	if (boundary) return { encoding: 'multipart', contentType, form: buildPhpArray(multipartPairs(buffer, boundary)), raw: buffer };
	return { encoding: 'other', contentType, form: {}, raw: buffer };
}
