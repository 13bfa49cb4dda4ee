/**
 * The share URL for a selected passage (contract theme-ui §10): the
 * button's `data-url` template with `[url]`, `[image_url]` and
 * `[selected_text]` filled in. Every value is encoded at this one point
 * (the theme mixed raw and encoded text, §23.9).
 */
export function selectionShareUrl(template: string, values: { url: string; imageUrl: string; text: string }): string {
	return template
		.replace(/\[url\]/g, encodeURIComponent(values.url))
		.replace(/\[image_url\]/g, encodeURIComponent(values.imageUrl))
		.replace(/\[selected_text\]/g, encodeURIComponent(values.text));
}

/** The popup window the theme opens for a selection share. */
export const SELECTION_WINDOW = 'width=575,height=430,toolbar=false,menubar=false,location=false,status=false';
