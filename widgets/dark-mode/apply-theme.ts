/**
 * Shows the chosen theme: `jnews-dark-mode` on <body> (where the theme's CSS
 * expects it) and the matching logo of every header, sticky bar, mobile bar,
 * about widget and footer (their `data-dark-*` / `data-light-*` sources).
 */
const LOGO_AREAS = '.jeg_header_wrapper, .jeg_header_sticky, .jeg_navbar_mobile_wrapper, .jeg_about';

function swap(image: Element, dark: boolean, attributes: string[]) {
	const from = dark ? 'data-dark-' : 'data-light-';
	for (const attribute of attributes) {
		const source = image.getAttribute(`${from}${attribute.replace('data-', '')}`);
		if (source) image.setAttribute(attribute, source);
	}
}

export function applyTheme(doc: Document, dark: boolean): void {
	doc.body.classList.toggle('jnews-dark-mode', dark);
	for (const area of doc.querySelectorAll(LOGO_AREAS))
		for (const logo of area.querySelectorAll('img.jeg_logo_img')) swap(logo, dark, ['src', 'srcset']);
	for (const logo of doc.querySelectorAll('.footer_logo img')) swap(logo, dark, ['src', 'srcset', 'data-srcset']);
	doc.dispatchEvent(new CustomEvent(THEME_EVENT, { detail: { dark } }));
}

/** Fired on document whenever the theme changes, so every toggle shows the same state. */
export const THEME_EVENT = 'jnews:darkmode';
