import { describe, expect, it } from 'vitest';
import { parseDailymotion, parseVimeo, parseYoutube, videoEmbedUrl, videoProvider } from './video-url';

describe('video URL parsers', () => {
	it.each([
		['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
		['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
		['https://youtu.be/dQw4w9WgXcQ?t=1', 'dQw4w9WgXcQ'],
		['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
		['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
		['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
		['http://www.youtube.com/v/dQw4w9WgXcQ?version=3', 'dQw4w9WgXcQ'],
	])('YouTube %s → %s', (url, id) => {
		expect(parseYoutube(url)).toEqual({ ok: true, provider: 'youtube', id });
	});

	it.each(['https://www.youtube.com/watch?v=short', 'https://youtu.be/', 'not a url', 'https://www.youtube.com/watch?v=dQw4w9WgXcQxx'])(
		'YouTube %s → Url Incorrect',
		(url) => {
			expect(parseYoutube(url)).toEqual({ ok: false, provider: 'youtube', message: 'Url Incorrect' });
		},
	);

	it.each([
		['https://vimeo.com/76979871', '76979871'],
		['http://www.vimeo.com/76979871/', '76979871'],
		['https://player.vimeo.com/video/76979871?h=1', '76979871'],
		['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
	])('Vimeo %s → %s', (url, id) => {
		expect(parseVimeo(url)).toEqual({ ok: true, provider: 'vimeo', id });
	});

	it.each(['https://vimeo.com/user/abc', 'https://vimeo.com/76979871abc', 'ftp://vimeo.com/1'])('Vimeo %s → not a vimeo url', (url) => {
		expect(parseVimeo(url)).toEqual({ ok: false, provider: 'vimeo', message: 'not a vimeo url' });
	});

	it.each([
		['https://www.dailymotion.com/video/x7tgad0', 'x7tgad0'],
		['https://dai.ly/x7tgad0', 'x7tgad0'],
		['https://www.dailymotion.com/hub/x1abc_Some-hub#video=x2xyz', 'x2xyz'],
	])('Dailymotion %s → %s', (url, id) => {
		expect(parseDailymotion(url)).toEqual({ ok: true, provider: 'dailymotion', id });
	});

	it('Dailymotion without an id → not a dailymotion url', () => {
		expect(parseDailymotion('https://www.dailymotion.com/')).toEqual({ ok: false, provider: 'dailymotion', message: 'not a dailymotion url' });
	});

	it('finds the provider by host and builds https embeds', () => {
		expect(videoProvider('https://youtu.be/x')).toBe('youtube');
		expect(videoProvider('https://vimeo.com/1')).toBe('vimeo');
		expect(videoProvider('https://dai.ly/x')).toBe('dailymotion');
		expect(videoProvider('/uploads/a.jpg')).toBeNull();
		expect(videoEmbedUrl('vimeo', '1', { title: '0', autoplay: '1' })).toBe('https://player.vimeo.com/video/1?title=0&autoplay=1');
	});
});
