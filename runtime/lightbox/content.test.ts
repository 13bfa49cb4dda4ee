import { describe, expect, it } from 'vitest';
import { classifyContent, fitToViewport, sizeArgument } from './content';

const BASE = 'https://news.example/article/one/';

describe('lightbox content by URL', () => {
	it.each([
		['/uploads/photo.jpg', { type: 'image', src: 'https://news.example/uploads/photo.jpg' }],
		['https://cdn.example/a.PNG?ver=2', { type: 'image', src: 'https://cdn.example/a.PNG?ver=2' }],
		['/uploads/a-mov.jpg', { type: 'image', src: 'https://news.example/uploads/a-mov.jpg' }],
		[
			'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
			{ type: 'video', provider: 'youtube', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=1&autoplay=1', width: null, height: null },
		],
		[
			'https://youtu.be/dQw4w9WgXcQ?t=1&rel=0',
			{ type: 'video', provider: 'youtube', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1', width: null, height: null },
		],
		[
			'https://vimeo.com/123456?width=640&height=360',
			{ type: 'video', provider: 'vimeo', src: 'https://player.vimeo.com/video/123456?title=0&byline=0&portrait=0&autoplay=1', width: '640', height: '360' },
		],
		[
			'https://www.dailymotion.com/video/x7tgad0',
			{ type: 'video', provider: 'dailymotion', src: 'https://www.dailymotion.com/embed/video/x7tgad0?autoplay=1', width: null, height: null },
		],
		['https://www.youtube.com/watch?v=short', { type: 'bad-video', message: 'Url Incorrect' }],
		['https://vimeo.com/user/abc', { type: 'bad-video', message: 'not a vimeo url' }],
		['/media/clip.mov', { type: 'link', href: 'https://news.example/media/clip.mov' }],
		['/media/movie.swf?flashvars=a=1', { type: 'link', href: 'https://news.example/media/movie.swf?flashvars=a=1' }],
		[
			'/iframes/page.html?iframe=true&width=600&height=400&keep=1',
			{ type: 'iframe', src: 'https://news.example/iframes/page.html?keep=1', width: '600', height: '400' },
		],
		['/box.html?ajax=true&width=300', { type: 'ajax', src: 'https://news.example/box.html?ajax=true&width=300', width: '300', height: null }],
		['https://evil.example/box.html?ajax=true', { type: 'refused' }],
		['/x?custom=true', { type: 'link', href: 'https://news.example/x?custom=true' }],
		['#inline-id', { type: 'inline', id: 'inline-id' }],
		['#', { type: 'refused' }],
		['javascript:alert(1)', { type: 'refused' }],
		['data:text/html,<script>alert(1)</script>', { type: 'refused' }],
		// The spellings a browser still reads as a script scheme (an entity such as `&#x09;` is one of these once parsed).
		['jav\tascript:alert(1)', { type: 'refused' }],
		['\n JAVASCRIPT:alert(1)', { type: 'refused' }],
		['\u0001javascript:alert(1)', { type: 'refused' }],
		['vbscript:msgbox(1)', { type: 'refused' }],
		['data:image/svg+xml,<svg onload=alert(1)>', { type: 'refused' }],
	])('%s', (href, expected) => {
		expect(classifyContent(href, BASE)).toEqual(expected);
	});

	it('leaves autoplay out when the option is off', () => {
		expect(classifyContent('https://vimeo.com/1', BASE, false)).toMatchObject({ src: 'https://player.vimeo.com/video/1?title=0&byline=0&portrait=0' });
	});

	it('reads sizes in px or as a share of the window less 150, else the default', () => {
		expect(sizeArgument('600', 1280, 500)).toBe(600);
		expect(sizeArgument('80%', 1000, 500)).toBe(650);
		expect(sizeArgument(null, 1000, 500)).toBe(500);
		expect(sizeArgument('wide', 1000, 344)).toBe(344);
	});

	it('fits large media to the window less 200 px, keeping the ratio', () => {
		expect(fitToViewport(1200, 800, 1280, 720)).toEqual({ width: 780, height: 520, shrunk: true });
		expect(fitToViewport(400, 300, 1280, 720)).toEqual({ width: 400, height: 300, shrunk: false });
	});
});
