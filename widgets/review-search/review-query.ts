/**
 * When the review search asks, and what (theme-ajax.md §9, spec §5): a
 * keyword above 2 characters or emptied, a category or sort change, or a
 * submit start again at page 1; a page link asks its page. The body is the
 * block's settings plus the form's fields at send time.
 */
export const REVIEW_DEBOUNCE_MS = 250;

export const keywordTriggers = (keyword: string): boolean => keyword.length > 2 || keyword.length === 0;

export function reviewFields(settings: Record<string, unknown>, form: HTMLFormElement, page: number): Record<string, unknown> {
	const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
	return { ...settings, action: 'review_search_handler', keyword: value('keyword'), category: value('category'), sort: value('sort'), page };
}
