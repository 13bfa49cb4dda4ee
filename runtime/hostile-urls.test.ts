/**
 * Every place a URL read from markup, a hash, a localized setting or a reply
 * becomes a navigation, a `src` or a script, fed the same table of hostile
 * spellings. The browser's URL parser is the judge (runtime/navigate.ts), so
 * a tab or newline inside the scheme, leading spaces or control characters
 * and capitals are read as the scheme they become; entities are decoded by
 * the HTML parser before script sees an attribute, and percent-encoding never
 * makes a scheme.
 */
import { describe, expect, it, vi } from 'vitest';
import { parseDeepLink } from './lightbox/deep-link';
import { classifyContent } from './lightbox/content';
import { followLink, httpUrl, navigateTo, openWindow, sameOriginUrl } from './navigate';
import { parseVideo, videoEmbedUrl, videoProvider, type VideoProvider } from './video-url';
import { playerFragment } from '../widgets/video-playlist/playlist-data';
import { fallbackScripts } from '../widgets/emoji/emoji-check';
import type { WpEmojiSettings } from '../contracts/wp-emoji';

const PAGE = 'https://shop.example/product/mug/';

/** Schemes that run code or carry a document, in every spelling a browser accepts. */
const SCRIPT_SCHEMES = [
	'javascript:alert(1)',
	'JAVASCRIPT:alert(1)',
	'JavaScript:alert(1)',
	' javascript:alert(1)',
	'\tjavascript:alert(1)',
	'\n javascript:alert(1)',
	'\u0000javascript:alert(1)',
	'\u0001javascript:alert(1)',
	'jav\tascript:alert(1)',
	'java\nscript:alert(1)',
	'java\rscript:alert(1)',
	'javascript\t:alert(1)',
	'javascript:alert(1)//https://shop.example/',
	'javascript://shop.example/%0Aalert(1)',
	'data:text/html,<script>alert(1)</script>',
	'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
	'data:image/svg+xml,<svg onload=alert(1)>',
	' data:text/html,x',
	'vbscript:msgbox(1)',
	'VBScript:msgbox(1)',
	'blob:https://shop.example/0b6e',
	'file:///etc/passwd',
	'filesystem:https://shop.example/temporary/x',
] as const;

/** Addresses on another site, some dressed as this one. */
const OTHER_ORIGINS = [
	'//evil.example/',
	' //evil.example/',
	'\\\\evil.example/',
	'/\\evil.example/',
	'\\/evil.example/',
	'https://evil.example/',
	'https://shop.example.evil.example/',
	'https://shop.example@evil.example/',
	'http://shop.example/', // another scheme is another origin
	'https://shop.example:8443/',
	'https:\\\\evil.example',
] as const;

/** Spellings that look hostile but are only paths on this site (percent-encoding and entities written in text never make a scheme). */
const HARMLESS_LOOKALIKES = ['%6A%61vascript:alert(1)', 'jav&#x09;ascript:alert(1)', './javascript:alert(1)', '/data:text/html,x'] as const;

describe('httpUrl (every URL that becomes a src or a followed link)', () => {
	it.each(SCRIPT_SCHEMES)('refuses %j', (url) => {
		expect(httpUrl(url, PAGE)).toBeNull();
	});

	it.each(HARMLESS_LOOKALIKES)('reads %j as a path on this site', (url) => {
		expect(httpUrl(url, PAGE)?.origin).toBe('https://shop.example');
	});
});

describe('sameOriginUrl and navigateTo (every navigation taken from a reply or a localized URL)', () => {
	it.each([...SCRIPT_SCHEMES, ...OTHER_ORIGINS])('refuses %j', (url) => {
		expect(sameOriginUrl(url, PAGE)).toBeNull();
	});

	it.each(['/cart/', '?add-to-cart=11', 'https://shop.example/cart/', ...HARMLESS_LOOKALIKES])('accepts %j on this site', (url) => {
		expect(sameOriginUrl(url, PAGE)?.origin).toBe('https://shop.example');
	});

	it('never calls location.assign for a hostile target', () => {
		const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		for (const url of [...SCRIPT_SCHEMES, '//evil.example/', 'https://evil.example/', '/\\evil.example/']) expect(navigateTo(url), url).toBe(false);
		expect(assign).not.toHaveBeenCalled();
		assign.mockRestore();
		warn.mockRestore();
	});
});

describe('followLink and openWindow (links read from markup: any site, never a script scheme)', () => {
	it('follow and open web addresses only', () => {
		const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
		const open = vi.spyOn(window, 'open').mockImplementation(() => null);
		for (const url of SCRIPT_SCHEMES) {
			expect(followLink(url), url).toBe(false);
			expect(openWindow(url, 'share', 'width=10'), url).toBe(false);
		}
		expect(assign).not.toHaveBeenCalled();
		expect(open).not.toHaveBeenCalled();
		expect(followLink('https://cdn.example/large.jpg')).toBe(true);
		expect(openWindow('https://www.facebook.com/sharer.php?u=x', 'share', 'width=10')).toBe(true);
		expect(open).toHaveBeenCalledWith('https://www.facebook.com/sharer.php?u=x', 'share', 'noopener,width=10');
		assign.mockRestore();
		open.mockRestore();
	});
});

describe('lightbox links read from markup (classifyContent)', () => {
	it.each(SCRIPT_SCHEMES)('refuses %j', (href) => {
		expect(classifyContent(href, PAGE)).toEqual({ type: 'refused' });
	});

	it.each(['//evil.example/page?ajax=true', 'https://evil.example/page?ajax=true&width=300', '/\\evil.example/?ajax=true'])(
		'refuses ajax content from another site: %j',
		(href) => {
			expect(classifyContent(href, PAGE)).toEqual({ type: 'refused' });
		},
	);

	it('refuses an attribute whose entities or whitespace spell javascript: once the HTML parser has read it', () => {
		const holder = document.createElement('div');
		holder.innerHTML = [
			'<a href="jav&#x09;ascript:alert(1)" rel="prettyPhoto">a</a>',
			'<a href="&#106;avascript:alert(1)" rel="prettyPhoto">b</a>',
			'<a href="  JAVASCRIPT:alert(1)" rel="prettyPhoto">c</a>',
			'<a href="java&#10;script:alert(1)" rel="prettyPhoto">d</a>',
			'<a href="data&colon;text/html,x" rel="prettyPhoto">e</a>',
		].join('');
		for (const link of holder.querySelectorAll('a')) expect(classifyContent(link.getAttribute('href')!, PAGE), link.textContent!).toEqual({ type: 'refused' });
	});

	it('an inline hash stays an id, never a selector or markup', () => {
		expect(classifyContent('#x"><img src=x onerror=alert(1)>', PAGE)).toEqual({ type: 'inline', id: 'x"><img src=x onerror=alert(1)>' });
	});
});

describe('the lightbox hash (parseDeepLink)', () => {
	it.each([
		'#prettyPhoto[photos]/1/"><img src=x onerror=alert(1)>',
		'#prettyPhoto[photos"]/1/',
		"#prettyPhoto[a'],script/1/",
		'#prettyPhoto[javascript:alert(1)]/0/',
		'#prettyPhoto[photos]/javascript:alert(1)/',
		'#prettyPhoto%5Bphotos%5D%2F1%2F%3Cscript%3E',
		'#prettyPhoto[photos]/99999/',
		'#prettyPhoto[photos]/-1/',
		'#prettyPhoto[photos]/1e3/',
		'#prettyPhoto[ph otos]/1/',
		'#prettyPhoto[photos]/1/\u0000',
		'#%E0%A4%A',
		'#prettyPhoto[' + 'a'.repeat(101) + ']/1/',
		'javascript:alert(1)',
	])('refuses %j', (hash) => {
		expect(parseDeepLink(hash)).toBeNull();
	});

	it.each([
		['#prettyPhoto[photos]/2/', { name: 'photos', index: 2 }],
		['#prettyPhoto%5Bphotos%5D%2F2%2F', { name: 'photos', index: 2 }],
		['#prettyPhoto/0/', { name: '', index: 0 }],
	])('reads %j', (hash, link) => {
		expect(parseDeepLink(hash)).toEqual(link);
	});
});

describe('video URL parsers: an id at most, and the embed always on the provider', () => {
	const PROVIDERS: VideoProvider[] = ['youtube', 'vimeo', 'dailymotion'];
	const HOSTILE_VIDEOS = [
		...SCRIPT_SCHEMES,
		'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
		'javascript:alert(1)//vimeo.com/76979871',
		'data:text/html,<b>//www.dailymotion.com/video/x7tgad0',
		'https://www.youtube.com/watch?v=dQw4w9WgXc"><script>',
		'https://www.youtube.com/watch?v=../../evil',
		'https://vimeo.com/76979871"onload="alert(1)',
		'https://www.dailymotion.com/video/x7tgad0"/><script>alert(1)</script>',
		'//evil.example/youtu.be/dQw4w9WgXcQ',
	];
	const EMBED_HOST: Record<VideoProvider, string> = { youtube: 'https://www.youtube.com/embed/', vimeo: 'https://player.vimeo.com/video/', dailymotion: 'https://www.dailymotion.com/embed/video/' };

	it.each(HOSTILE_VIDEOS)('%j gives a plain id or a refusal', (url) => {
		for (const provider of PROVIDERS) {
			const parsed = parseVideo(url, provider);
			if (!parsed.ok) continue;
			expect(parsed.id).toMatch(/^[\w-]{1,32}$/);
			expect(videoEmbedUrl(provider, parsed.id, { autoplay: '1' }).startsWith(EMBED_HOST[provider])).toBe(true);
		}
	});

	it.each(SCRIPT_SCHEMES)('the lightbox never embeds %j, even when it names a video host', (url) => {
		const content = classifyContent(`${url}//youtu.be/dQw4w9WgXcQ`, PAGE);
		expect(content.type === 'video' ? content.src : '').toBe('');
		expect(videoProvider('https://youtu.be/dQw4w9WgXcQ')).toBe('youtube');
	});
});

describe('URLs in printed data that become a src', () => {
	it.each(SCRIPT_SCHEMES)('a playlist embed tag keeps no %j source', (url) => {
		const tag = `<div class="jeg_video_container"><iframe src="${url.replace(/"/g, '&quot;')}"></iframe><video poster="${url.replace(/"/g, '&quot;')}"></video></div>`;
		const player = playerFragment(tag);
		for (const element of player?.querySelectorAll('[src], [poster]') ?? []) {
			for (const name of ['src', 'poster']) {
				const value = element.getAttribute(name);
				if (value !== null) expect(httpUrl(value, PAGE), value).not.toBeNull();
			}
		}
	});

	it.each(SCRIPT_SCHEMES)('the emoji fallback loads no %j script', (url) => {
		const settings = { source: { concatemoji: url } } as unknown as WpEmojiSettings;
		expect(fallbackScripts(settings, PAGE)).toEqual([]);
	});
});
