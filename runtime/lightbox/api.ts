/**
 * The lightbox's public API, for widgets (the theme's gallery popup, share
 * buttons) and for other scripts through `window.islandsLightbox` and the
 * `jQuery.prettyPhoto` shim (widgets/lightbox). Cheap to import: the view and
 * the dialog service load on the first open (or on `preloadLightbox`, when a
 * pointer or focus reaches a gallery link).
 */
import { LIGHTBOX_DEFAULTS, type LightboxOptions, parseLightboxOptions } from './options';
import { closeSession, goTo, type LightboxItem, type LightboxSession, openSession, setPlaying } from './state';

export interface LightboxOpenOptions extends Partial<LightboxOptions> {
	/** Index of the first item shown. */
	start?: number;
	/** Gallery name, used for deep links. */
	group?: string | null;
	/** Where focus returns on close; default: the element focused at open. */
	opener?: HTMLElement | null;
	/** Which image-error text applies: prettyPhoto's (`prettyphoto`) or the gallery popup's (default). */
	source?: LightboxSession['source'];
}

export type LightboxItemInput = string | (Partial<LightboxItem> & { href: string });

let view: Promise<unknown> | null = null;

/** Starts loading the view and the dialog chunk; resolves when they are mounted. */
export function preloadLightbox(): Promise<unknown> {
	view ??= import('./lightbox-root').then((module) => module.mountLightboxRoot()).catch((error: unknown) => {
		view = null;
		throw error;
	});
	return view;
}

const knownSize = ({ width, height }: Partial<LightboxItem>) =>
	Number(width) > 0 && Number(height) > 0 ? { width: Number(width), height: Number(height) } : {};

const toItem = (input: LightboxItemInput): LightboxItem =>
	typeof input === 'string'
		? { href: input, title: '', description: '' }
		: { href: String(input.href), title: String(input.title ?? ''), description: String(input.description ?? ''), ...knownSize(input) };

export async function openLightbox(items: LightboxItemInput | LightboxItemInput[], options: LightboxOpenOptions = {}): Promise<void> {
	const { start, group, opener, source, ...rest } = options;
	const active = document.activeElement;
	const parsed = parseLightboxOptions(rest, LIGHTBOX_DEFAULTS);
	openSession({
		items: (Array.isArray(items) ? items : [items]).map(toItem),
		index: start,
		options: parsed,
		source: source ?? 'gallery',
		group: group ?? null,
		opener: opener ?? (active instanceof HTMLElement && active !== document.body ? active : null),
		playing: parsed.autoplay_slideshow && parsed.slideshow > 0,
	});
	await preloadLightbox();
}

export const closeLightbox = (): void => closeSession();
export const goLightbox = (target: number | 'next' | 'prev'): void => goTo(target);
export const playLightbox = (): void => setPlaying(true);
export const pauseLightbox = (): void => setPlaying(false);

export interface LightboxApi {
	open: typeof openLightbox;
	close: typeof closeLightbox;
	go: typeof goLightbox;
	play: typeof playLightbox;
	pause: typeof pauseLightbox;
}

export const lightboxApi = (): LightboxApi => ({ open: openLightbox, close: closeLightbox, go: goLightbox, play: playLightbox, pause: pauseLightbox });
