/**
 * The module's in-memory cache (theme-ajax.md §1.4): one answer per identical
 * request (its JSON text is the key), reused without a request and shown
 * after a short delay. A lazy-loading script has already swapped the images
 * of the first showing, so the reused copy gets `src` from `data-src` and
 * `lazyloaded` for `lazyload`, or its images would stay placeholders.
 */
import { parseServerHtml } from '../../runtime/dom/server-html';
import type { ModuleResponse } from '../../contracts/theme/module';

/** The original shows a cached page after this delay, so the change still reads as a load. */
export const CACHED_RENDER_MS = 100;

export function normalizeLazyImages(content: string): string {
	if (!content.includes('data-src') && !content.includes('lazyload')) return content;
	const holder = document.createElement('div');
	holder.append(parseServerHtml('theme-module', content));
	for (const image of holder.querySelectorAll('img')) {
		const lazySrc = image.getAttribute('data-src');
		if (lazySrc) image.setAttribute('src', lazySrc);
		if (image.classList.contains('lazyload')) image.classList.replace('lazyload', 'lazyloaded');
	}
	return holder.innerHTML;
}

export class ModuleCache {
	private readonly entries = new Map<string, ModuleResponse>();

	get(key: string): ModuleResponse | undefined {
		const hit = this.entries.get(key);
		return hit && { ...hit, content: normalizeLazyImages(hit.content) };
	}

	set(key: string, result: ModuleResponse): void {
		this.entries.set(key, result);
	}
}
