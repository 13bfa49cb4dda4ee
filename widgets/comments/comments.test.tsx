import { afterEach, describe, expect, it, vi } from 'vitest';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { Comments, readCommentsProps } from './comments';
import { embedUrl, readEmbed, runEmbed } from './embed';

const button = '<div id="comments" class="ajax_comment_button" data-id="332" data-post-type="post" data-loading="Loading Comment"><span class="button">Read All Comment</span></div>';

afterEach(() => {
	vi.unstubAllGlobals();
	document.head.querySelectorAll('script').forEach((script) => script.remove());
	document.body.innerHTML = '';
});

describe('comments', () => {
	itHydratesByteForByte('button', button, (element) => <Comments element={element} {...readCommentsProps(element)!} />);

	it('posts once, shows the loading label, and puts the section in the button’s place', async () => {
		let release: (response: Response) => void = () => {};
		const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
		vi.stubGlobal('fetch', fetch);
		const element = fixture(button);
		const parent = element.parentElement!;
		const unmount = hydrateForTest(element, <Comments element={element} {...readCommentsProps(element)!} />);
		await act(async () => element.click());
		await act(async () => element.click());
		expect(element.textContent).toBe('Loading Comment');
		expect(fetch).toHaveBeenCalledOnce();
		const body = new URLSearchParams(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
		expect([body.get('action'), body.get('post_id'), body.get('post_type')]).toEqual(['jnews_ajax_comment', '332', 'post']);
		await act(async () => release(new Response('<div id="comments" class="jeg_comments"><ol class="commentlist"></ol></div>')));
		await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
		expect(parent.querySelector('.ajax_comment_button')).toBeNull();
		expect(parent.querySelector('.jeg_comments')).not.toBeNull();
		unmount();
	});

	it.each([
		[
			'PHP warning text before cut-off JSON, declared JSON (the demo’s invalid-json fault)',
			'<br />\n<b>Warning</b>: Undefined index in <b>/srv/x.php</b> on line <b>3</b><br />\n{"fragments":{',
			'application/json; charset=UTF-8',
		],
		['a section declared JSON', '<div id="comments" class="jeg_comments"></div>', 'application/json'],
		['an HTML page without the section (a maintenance page)', '<h1>Service temporarily unavailable</h1>', 'text/html; charset=UTF-8'],
		['an empty body', '', 'text/html; charset=UTF-8'],
	])('never turns %s into markup: the button stays for a retry and the reason is spoken', async (_, reply, type) => {
		const fetch = vi.fn(async () => new Response(reply, { headers: { 'Content-Type': type } }));
		vi.stubGlobal('fetch', fetch);
		const element = fixture(button);
		const parent = element.parentElement!;
		const unmount = hydrateForTest(element, <Comments element={element} {...readCommentsProps(element)!} />);
		await act(async () => element.click());
		await act(() => new Promise<void>((resolve) => setTimeout(resolve, 150)));
		expect(Array.from(parent.childNodes)).toEqual([element]);
		expect(element.textContent).toBe('Read All Comment');
		expect(document.getElementById('a11y-speak-polite')?.textContent).toBe(
			'The comments could not be loaded. The server’s reply was not the comments. Please try again.',
		);
		await act(async () => element.click());
		expect(fetch).toHaveBeenCalledTimes(2);
		unmount();
	});

	it('says why a failed request failed', async () => {
		vi.stubGlobal('fetch', vi.fn(async () => new Response('Internal Server Error', { status: 500 })));
		const element = fixture(button);
		const unmount = hydrateForTest(element, <Comments element={element} {...readCommentsProps(element)!} />);
		await act(async () => element.click());
		await act(() => new Promise<void>((resolve) => setTimeout(resolve, 150)));
		expect(element.textContent).toBe('Read All Comment');
		expect(document.getElementById('a11y-speak-polite')?.textContent).toBe('The comments could not be loaded. An unknown error occurred. Please try again.');
		unmount();
	});

	it('builds embed URLs from well-formed ids only, and loads each script once', () => {
		expect(embedUrl({ type: 'disqus', shortname: 'daily-island' }, 'en_US')).toBe('//daily-island.disqus.com/embed.js');
		expect(embedUrl({ type: 'facebook', appId: '123' }, 'fr_FR')).toBe('//connect.facebook.net/fr_FR/sdk.js#xfbml=1&version=v2.8&appId=123');
		expect(embedUrl({ type: 'facebook', appId: '' }, '"><x')).toBe('//connect.facebook.net/en_US/sdk.js#xfbml=1&version=v2.8');
		expect(readEmbed(fixture('<div id="comments" data-type="disqus" data-id="evil.com/x"></div>'))).toBeNull();
		const reset = vi.fn();
		vi.stubGlobal('DISQUS', { reset });
		runEmbed({ type: 'disqus', shortname: 'a' }, 'en_US');
		runEmbed({ type: 'disqus', shortname: 'a' }, 'en_US');
		expect(document.querySelectorAll('#disqus-script')).toHaveLength(1);
		expect(reset).toHaveBeenCalledWith({ reload: true });
	});
});
