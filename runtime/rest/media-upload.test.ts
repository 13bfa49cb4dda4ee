import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, site } from './fake-fetch';
import { configureRest, restFetch } from './index';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
	configureRest({ root: `${site()}/wp-json/`, nonce: 'c0ffee1234' });
});

const upload = () => {
	const body = new FormData();
	body.append('file', new Blob(['jpeg']), 'huge.jpg');
	return { path: '/wp/v2/media', method: 'POST', body };
};
const stored = () =>
	json({ code: 'internal_server_error', message: 'Out of memory.', data: { status: 500 } }, 500, {
		'X-WP-Upload-Attachment-Id': '42',
	});
const failed = () => json({ code: 'rest_upload_image_error', message: 'Still no.', data: { status: 500 } }, 500);
const postProcess = `${site()}/wp-json/wp/v2/media/42/post-process?_locale=user`;

describe('media upload (contract §4.6, edge cases 7 and 11)', () => {
	it('resolves with the parsed answer of a plain successful upload', async () => {
		const sent = fakeFetch(json({ id: 42 }, 201));
		expect(await restFetch(upload())).toEqual({ id: 42 });
		expect(sent).toHaveLength(1);
	});

	it('after a 500 with X-WP-Upload-Attachment-Id, retries post-processing and resolves with attempt 3', async () => {
		const sent = fakeFetch(stored(), failed(), failed(), json({ id: 42, media_details: { sizes: {} } }));
		expect(await restFetch(upload())).toEqual({ id: 42, media_details: { sizes: {} } });
		expect(sent).toHaveLength(4);
		for (const request of sent.slice(1)) {
			expect(request).toMatchObject({ url: postProcess, method: 'POST', body: '{"action":"create-image-subsizes"}' });
			expect(request.headers.get('content-type')).toBe('application/json');
			// The post-process requests pass the middlewares after media upload: nonce and root.
			expect(request.headers.get('x-wp-nonce')).toBe('c0ffee1234');
		}
	});

	it('after 5 failed attempts, deletes the attachment without waiting and rejects with post_process', async () => {
		let deleted: (() => void) | undefined;
		const sent = fakeFetch(stored(), failed(), failed(), failed(), failed(), failed(), (request) =>
			// The DELETE never answers while the caller's promise settles, then fails: nothing surfaces.
			new Promise<Response>((_, reject) => {
				deleted = () => reject(new TypeError('Failed to fetch'));
				expect(request.url).toBe(`${site()}/wp-json/wp/v2/media/42?force=true&_locale=user`);
			}),
		);
		await expect(restFetch(upload())).rejects.toEqual({
			code: 'post_process',
			message: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
		});
		expect(sent.slice(1, 6).map(({ url }) => url)).toEqual(Array(5).fill(postProcess));
		expect(sent).toHaveLength(7);
		expect(sent[6].method).toBe('POST');
		expect(sent[6].headers.get('x-http-method-override')).toBe('DELETE');
		deleted!();
		await new Promise((resolve) => setTimeout(resolve, 0));
	});

	it('with parse: false, rejects with the original upload Response after 5 failures', async () => {
		const original = stored();
		const sent = fakeFetch(original, failed(), failed(), failed(), failed(), failed(), () => json({ deleted: true }));
		await expect(restFetch({ ...upload(), parse: false })).rejects.toBe(original);
		expect(sent).toHaveLength(7);
	});

	it('treats a 500 without an attachment id as a normal error', async () => {
		const sent = fakeFetch(failed());
		await expect(restFetch(upload())).rejects.toEqual({
			code: 'rest_upload_image_error',
			message: 'Still no.',
			data: { status: 500 },
		});
		expect(sent).toHaveLength(1);
	});

	it('rejects a network failure unchanged, without post-processing', async () => {
		const sent = fakeFetch(new TypeError('Failed to fetch'));
		await expect(restFetch(upload())).rejects.toMatchObject({ code: 'fetch_error' });
		expect(sent).toHaveLength(1);
	});

	it('skips a lower-case post, as api-fetch does (edge case 7)', async () => {
		const sent = fakeFetch(stored(), () => json({}));
		await expect(restFetch({ ...upload(), method: 'post' })).rejects.toMatchObject({ code: 'internal_server_error' });
		expect(sent).toHaveLength(1);
	});
});
