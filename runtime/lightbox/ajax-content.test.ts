import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAjaxContent, sanitizeFragment } from './ajax-content';

const markupOf = (fragment: DocumentFragment) => {
	const holder = document.createElement('div');
	holder.append(fragment);
	return holder.innerHTML;
};

describe('ajax content', () => {
	it('keeps the content and drops scripts, active elements, handlers and script URLs', () => {
		const html =
			'<h3 class="t">Title</h3><script>window.ran = 1</script><p onclick="x()">Text <a href="javascript:x()">link</a> <a href="/ok/">ok</a></p>' +
			'<img src="a.png" onerror="x()"><iframe src="https://evil.example/"></iframe><object data="x.swf"></object>';
		expect(markupOf(sanitizeFragment(html))).toBe('<h3 class="t">Title</h3><p>Text <a>link</a> <a href="/ok/">ok</a></p><img src="a.png">');
	});
});

describe('loadAjaxContent', () => {
	afterEach(() => {
		vi.unstubAllGlobals();
		vi.useRealTimers();
		document.documentElement.removeAttribute('data-islands-timeout');
	});

	it('gives up on content that never comes after the page’s request timeout', async () => {
		vi.useFakeTimers();
		document.documentElement.setAttribute('data-islands-timeout', '5000');
		const fetch = vi.fn((_: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))));
		vi.stubGlobal('fetch', fetch);
		const answer = loadAjaxContent('/demo/lightbox/fragment.html?ajax=true', new AbortController().signal);
		await vi.advanceTimersByTimeAsync(5000);
		expect(await answer).toEqual({ ok: false });
	});

	it('still ends when the lightbox moves on, and answers a fragment that comes in time', async () => {
		vi.stubGlobal('fetch', vi.fn(async () => new Response('<h3>Loaded by ajax</h3>')));
		const answer = await loadAjaxContent('/demo/lightbox/fragment.html?ajax=true', new AbortController().signal);
		expect(answer.ok && answer.fragment.textContent).toBe('Loaded by ajax');
		const closed = new AbortController();
		vi.stubGlobal('fetch', vi.fn((_: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))));
		const pending = loadAjaxContent('/demo/lightbox/fragment.html?ajax=true', closed.signal);
		closed.abort();
		expect(await pending).toEqual({ ok: false });
	});
});
