/**
 * The lightbox's one session (prettyPhoto had one global too): the items,
 * the current index, the options and the slideshow. A tiny store rather than
 * a signal: the binder that owns it ships on every page with gallery links,
 * and the view subscribes with `useSyncExternalStore`.
 */
import type { LightboxOptions } from './options';

export interface LightboxItem {
	href: string;
	/** prettyPhoto's title: the `alt` of the link's first image. Always rendered as text. */
	title: string;
	/** The link's `title` attribute. Always rendered as text. */
	description: string;
	/** The image's size when the caller knows it (a product gallery's `data-large_image_width`/`_height`): shown at once, without waiting for the load. */
	width?: number;
	height?: number;
}

export interface LightboxSession {
	items: LightboxItem[];
	index: number;
	options: LightboxOptions;
	/** `prettyphoto` links get prettyPhoto's image-error text; API and gallery callers the newer ones. */
	source: 'prettyphoto' | 'gallery';
	/** The gallery name in `prettyPhoto[name]`, for deep links; null when the set has none. */
	group: string | null;
	/** Where focus returns on close. */
	opener: HTMLElement | null;
	playing: boolean;
	/** Bumped on every open, so a reopened identical set still restarts. */
	serial: number;
}

type Listener = () => void;

let current: LightboxSession | null = null;
let serial = 0;
const listeners = new Set<Listener>();

const set = (next: LightboxSession | null) => {
	current = next;
	for (const listener of Array.from(listeners)) listener();
};

export const lightboxSession = (): LightboxSession | null => current;

export function subscribeLightbox(listener: Listener): () => void {
	listeners.add(listener);
	return () => listeners.delete(listener);
}

export function openSession(session: Omit<LightboxSession, 'serial' | 'playing' | 'index'> & { index?: number; playing?: boolean }): void {
	if (session.items.length === 0) return;
	const index = Math.min(Math.max(0, Math.trunc(session.index ?? 0) || 0), session.items.length - 1);
	set({ ...session, index, playing: session.playing ?? false, serial: ++serial });
}

export const closeSession = (): void => set(null);

/** Next and previous wrap around; a manual move stops the slideshow. */
export function goTo(target: number | 'next' | 'prev', manual = true): void {
	if (!current) return;
	const count = current.items.length;
	const index = target === 'next' ? current.index + 1 : target === 'prev' ? current.index - 1 : Math.trunc(target);
	if (!Number.isFinite(index)) return;
	set({ ...current, index: ((index % count) + count) % count, playing: manual ? false : current.playing });
}

export function setPlaying(playing: boolean): void {
	if (current && current.playing !== playing && (!playing || current.options.slideshow > 0)) set({ ...current, playing });
}
