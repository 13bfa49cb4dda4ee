/**
 * What a lightbox item shows, decided from its URL in prettyPhoto's order
 * (contract §2), with the contract's fixes: types by the URL's path extension
 * (so `a-mov.jpg` is an image), only the `iframe`, `width` and `height`
 * arguments removed from an iframe URL, ajax from the same origin only, and
 * nothing but http(s) URLs ever becoming a `src`. Flash and QuickTime, and
 * prettyPhoto's `custom=true` HTML, are not rendered: a plain link instead.
 */
import { httpUrl } from '../navigate';
import { parseVideo, type VideoProvider, videoEmbedUrl, videoProvider } from '../video-url';

export type Content =
	| { type: 'image'; src: string }
	| { type: 'video'; provider: VideoProvider; src: string; width: string | null; height: string | null }
	| { type: 'bad-video'; message: string }
	| { type: 'iframe'; src: string; width: string | null; height: string | null }
	| { type: 'ajax'; src: string; width: string | null; height: string | null }
	| { type: 'inline'; id: string }
	| { type: 'link'; href: string }
	| { type: 'refused' };

const flag = (url: URL, name: string) => url.searchParams.get(name) === 'true';

/** Classifies `href` as resolved against `base` (the page URL). */
export function classifyContent(href: string, base: string, autoplay = true): Content {
	if (href.startsWith('#')) return href.length > 1 ? { type: 'inline', id: decodeHash(href) } : { type: 'refused' };
	const url = httpUrl(href, base);
	if (!url) return { type: 'refused' };
	const width = url.searchParams.get('width');
	const height = url.searchParams.get('height');
	const provider = videoProvider(url.href);
	if (provider) {
		const parsed = parseVideo(url.href, provider);
		if (!parsed.ok) return { type: 'bad-video', message: parsed.message };
		const query: Record<string, string> =
			provider === 'youtube' ? { rel: url.searchParams.get('rel') ?? '1' } : provider === 'vimeo' ? { title: '0', byline: '0', portrait: '0' } : {};
		if (autoplay) query.autoplay = '1';
		return { type: 'video', provider, src: videoEmbedUrl(provider, parsed.id, query), width, height };
	}
	if (/\.(mov|swf)$/i.test(url.pathname)) return { type: 'link', href: url.href };
	if (flag(url, 'iframe')) {
		for (const name of ['iframe', 'width', 'height']) url.searchParams.delete(name);
		return { type: 'iframe', src: url.href, width, height };
	}
	if (flag(url, 'ajax')) {
		if (url.origin !== new URL(base).origin) return { type: 'refused' };
		return { type: 'ajax', src: url.href, width, height };
	}
	if (flag(url, 'custom')) return { type: 'link', href: url.href };
	return { type: 'image', src: url.href };
}

function decodeHash(hash: string): string {
	try {
		return decodeURIComponent(hash.slice(1));
	} catch {
		return hash.slice(1);
	}
}

/** A `width`/`height` URL argument in px: a number, or `80%` of the window less 150 (prettyPhoto's rule). */
export function sizeArgument(value: string | null, windowSize: number, fallback: number): number {
	if (!value) return fallback;
	const number = parseFloat(value);
	if (!Number.isFinite(number) || number <= 0) return fallback;
	return value.trim().endsWith('%') ? Math.max(50, Math.round((windowSize * number) / 100 - 150)) : number;
}

/** Shrinks `width`×`height` to fit the window less 200 px each way, keeping the ratio (`allow_resize`). */
export function fitToViewport(width: number, height: number, windowWidth: number, windowHeight: number): { width: number; height: number; shrunk: boolean } {
	const maxWidth = Math.max(100, windowWidth - 200);
	const maxHeight = Math.max(100, windowHeight - 200);
	const scale = Math.min(1, maxWidth / width, maxHeight / height);
	return { width: Math.round(width * scale), height: Math.round(height * scale), shrunk: scale < 1 };
}
