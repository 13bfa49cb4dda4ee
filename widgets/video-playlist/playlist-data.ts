/**
 * The playlist's items map (contract theme-ui §4): the theme prints
 * `<script>var <uid> = {"<id>": {"type": …, "tag": "<div class=\"jeg_video_container\">…"}};</script>`
 * inside the playlist. It is read as data (the object literal is JSON), never
 * evaluated, and each tag becomes an inert player fragment with nothing
 * executable left in it.
 */
import { parseServerHtml } from '../../runtime/dom/server-html';
import { isRecord } from '../../contracts/guard';

export interface PlaylistItem {
	/** `mediaplayer` starts the HTML5 player; anything else is an embed that autoplays by its URL. */
	type: string;
	tag: string;
}

export type PlaylistData = Record<string, PlaylistItem>;

/** The items map from the inline script's text; empty when the text is not the theme's `var x = {…};`. */
export function parsePlaylistData(script: string | null | undefined): PlaylistData {
	const literal = /=\s*(\{[\s\S]*\})\s*;?\s*$/.exec(script ?? '')?.[1];
	if (!literal) return {};
	let parsed: unknown;
	try {
		parsed = JSON.parse(literal);
	} catch {
		return {};
	}
	if (!isRecord(parsed)) return {};
	const items: PlaylistData = {};
	for (const [id, value] of Object.entries(parsed))
		if (isRecord(value) && typeof value.tag === 'string') items[id] = { type: typeof value.type === 'string' ? value.type : '', tag: value.tag };
	return items;
}

const UNSAFE = 'script, style, link, meta, object, embed, base, form';
const safeUrl = (value: string | null) => {
	if (value === null) return true;
	try {
		return ['http:', 'https:'].includes(new URL(value, location.href).protocol);
	} catch {
		return false;
	}
};

/**
 * The tag as an element tree that cannot run anything: parsed in an inert
 * template, scripts and plugin elements removed, `on*` attributes dropped,
 * and only http(s) sources kept. Null when nothing playable is left.
 */
export function playerFragment(tag: string): Element | null {
	const content = parseServerHtml('theme-playlist', tag);
	for (const unsafe of content.querySelectorAll(UNSAFE)) unsafe.remove();
	for (const node of content.querySelectorAll('*')) {
		for (const { name } of Array.from(node.attributes)) if (name.startsWith('on')) node.removeAttribute(name);
		for (const name of ['src', 'href', 'poster']) if (!safeUrl(node.getAttribute(name))) node.removeAttribute(name);
	}
	const container = content.querySelector('.jeg_video_container') ?? content.firstElementChild;
	return container?.querySelector('iframe, video') ? container : null;
}
