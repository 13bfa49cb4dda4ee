/**
 * Video URL parsers shared by the lightbox and the theme's video widgets
 * (featured video, playlists). Same acceptance as the theme's `$.youtube_parser`,
 * `$.vimeo_parser` and `$.dailymotion_parser`, plus the shapes they rejected or
 * crashed on (YouTube shorts and nocookie, player.vimeo.com, Vimeo channels).
 * A bad URL gives the spec's exact message as a value to show inline, never
 * an `alert()`. Embeds are https.
 */
import { __ } from './i18n';
export type VideoProvider = 'youtube' | 'vimeo' | 'dailymotion';

export type VideoParse = { ok: true; provider: VideoProvider; id: string } | { ok: false; provider: VideoProvider; message: string };

const videoMessage = (provider: VideoProvider): string =>
	({
		youtube: __('Url Incorrect'),
		vimeo: __('not a vimeo url'),
		dailymotion: __('not a dailymotion url'),
	})[provider];

const fail = (provider: VideoProvider): VideoParse => ({ ok: false, provider, message: videoMessage(provider) });

const YOUTUBE_PATH = /(?:youtu\.be\/|\/v\/|\/u\/\w\/|embed\/|shorts\/|watch\?)\??&?v?=?([^#&?/]*)/;
const YOUTUBE_ID = /^[\w-]{11}$/;

export function parseYoutube(url: string): VideoParse {
	let id: string | undefined;
	try {
		const parsed = new URL(url, 'https://www.youtube.com/');
		if (/(^|\.)youtube(-nocookie)?\.com$/.test(parsed.hostname)) id = parsed.searchParams.get('v') ?? undefined;
	} catch {
		// Not a URL at all: the pattern below decides.
	}
	id ??= YOUTUBE_PATH.exec(url)?.[1];
	return id && YOUTUBE_ID.test(id) ? { ok: true, provider: 'youtube', id } : fail('youtube');
}

const VIMEO = /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/|channels\/[\w-]+\/)?(\d+)(?:[/?#]|$)/;

export function parseVimeo(url: string): VideoParse {
	const id = VIMEO.exec(url)?.[1];
	return id ? { ok: true, provider: 'vimeo', id } : fail('vimeo');
}

const DAILYMOTION = /(?:dailymotion\.com\/(?:video|hub)|dai\.ly)\/([0-9a-z]+)(?:[-_0-9a-zA-Z]+#video=([a-z0-9]+))?/;

export function parseDailymotion(url: string): VideoParse {
	const match = DAILYMOTION.exec(url);
	const id = match?.[2] ?? match?.[1];
	return id ? { ok: true, provider: 'dailymotion', id } : fail('dailymotion');
}

/** Which provider a URL belongs to, by host, before its id is checked. */
export function videoProvider(url: string): VideoProvider | null {
	if (/youtube(-nocookie)?\.com\/|youtu\.be/i.test(url)) return 'youtube';
	if (/vimeo\.com/i.test(url)) return 'vimeo';
	if (/dailymotion\.com|dai\.ly/i.test(url)) return 'dailymotion';
	return null;
}

export const parseVideo = (url: string, provider: VideoProvider): VideoParse =>
	provider === 'youtube' ? parseYoutube(url) : provider === 'vimeo' ? parseVimeo(url) : parseDailymotion(url);

/** The provider's embed player URL; `query` adds the caller's player parameters. */
export function videoEmbedUrl(provider: VideoProvider, id: string, query: Record<string, string> = {}): string {
	const base = {
		youtube: `https://www.youtube.com/embed/${id}`,
		vimeo: `https://player.vimeo.com/video/${id}`,
		dailymotion: `https://www.dailymotion.com/embed/video/${id}`,
	}[provider];
	const search = new URLSearchParams(query).toString();
	return search ? `${base}?${search}` : base;
}
