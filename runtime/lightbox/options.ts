/**
 * prettyPhoto 3.1.6's options that still mean something (contract §3), with
 * its defaults, read loosely: a theme may print them through
 * `wp_localize_script` (every scalar a string) or pass them from a script.
 * Options that only built HTML (markup templates, social tools, Flash
 * `wmode`, `ie6_fallback`, `hideflash`) are not read. `expand_label` and
 * `fullscreen` are the islands' own, for callers (the product gallery's viewer).
 */

export interface LightboxOptions {
	/** ms between slides; 0 (prettyPhoto's `false`) removes the Play button. */
	slideshow: number;
	autoplay_slideshow: boolean;
	opacity: number;
	show_title: boolean;
	allow_resize: boolean;
	allow_expand: boolean;
	default_width: number;
	default_height: number;
	counter_separator_label: string;
	/** Extra class on the dialog (prettyPhoto's theme names, e.g. `pp_woocommerce`). */
	theme: string;
	/** Space on each side of the content, px. */
	horizontal_padding: number;
	/** Videos start playing. */
	autoplay: boolean;
	/** Only the close button closes (no Escape, no backdrop). */
	modal: boolean;
	/** Off unless a caller turns it on (contract §5). */
	deeplinking: boolean;
	overlay_gallery: boolean;
	overlay_gallery_max: number;
	keyboard_shortcuts: boolean;
	/** The name of the button that shows a shrunk image at its own size (prettyPhoto's expand; PhotoSwipe's zoom). */
	expand_label: string;
	/** A button that puts the dialog in full screen (PhotoSwipe's), where the browser allows it. */
	fullscreen: boolean;
}

export const LIGHTBOX_DEFAULTS: LightboxOptions = {
	slideshow: 5000,
	autoplay_slideshow: false,
	opacity: 0.8,
	show_title: true,
	allow_resize: true,
	allow_expand: true,
	default_width: 500,
	default_height: 344,
	counter_separator_label: '/',
	theme: 'pp_default',
	horizontal_padding: 20,
	autoplay: true,
	modal: false,
	deeplinking: false,
	overlay_gallery: true,
	overlay_gallery_max: 30,
	keyboard_shortcuts: true,
	// Empty: the view's own "Expand the image" (its texts load with the view, not with the binder).
	expand_label: '',
	fullscreen: false,
};

const FALSE_WORDS = new Set(['', '0', 'false', 'no', 'off']);

const toBoolean = (value: unknown, fallback: boolean): boolean => {
	if (typeof value === 'boolean') return value;
	if (typeof value === 'number') return value !== 0;
	if (typeof value === 'string') return !FALSE_WORDS.has(value.trim().toLowerCase());
	return fallback;
};

const toNumber = (value: unknown, fallback: number, min = 0): number => {
	const number = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : NaN;
	return Number.isFinite(number) && number >= min ? number : fallback;
};

/** Options from any source over the defaults; unknown keys and unreadable values fall back. */
export function parseLightboxOptions(raw: unknown, base: LightboxOptions = LIGHTBOX_DEFAULTS): LightboxOptions {
	const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
	const options = { ...base };
	for (const key of Object.keys(base) as (keyof LightboxOptions)[]) {
		if (!(key in source) || source[key] === undefined || source[key] === null) continue;
		const value = source[key];
		const current = base[key];
		if (key === 'slideshow') options.slideshow = toBoolean(value, true) ? toNumber(value, base.slideshow, 1) : 0;
		else if (key === 'opacity') options.opacity = Math.min(1, toNumber(value, base.opacity));
		else if (typeof current === 'boolean') (options[key] as boolean) = toBoolean(value, current);
		else if (typeof current === 'number') (options[key] as number) = toNumber(value, current);
		else if (typeof value === 'string') (options[key] as string) = value;
	}
	// prettyPhoto's own default theme forces its padding (contract §3).
	if (options.theme === 'pp_default') options.horizontal_padding = 16;
	return options;
}
