/**
 * In-place post loading from the side feed (theme-ajax.md §2.4): GET the post
 * page with `X-Requested-With`, and take its `.post-wrap`, title, description
 * and body classes (`#post-body-class`). Settings scripts inside the new
 * content (`var jnews_module_… = {...}`, which jQuery's append would have run)
 * are read as JSON, never evaluated. A timeout (10 s, contract edge case 1) or
 * any failure returns null: the caller then navigates to the post.
 */
import { parseServerDocument } from '../../runtime/dom/server-html';
import { ajax } from '../../runtime/http/ajax';

export const POST_TIMEOUT_MS = 10_000;

export interface LoadedPost {
	title: string;
	description: string | null;
	wrap: Element;
	bodyClass: string | null;
}

export async function fetchPost(url: string, timeoutMs = POST_TIMEOUT_MS): Promise<LoadedPost | null> {
	const outcome = await ajax(url, { method: 'GET', asXhr: true, expect: 'text', timeoutMs });
	if (!outcome.ok || typeof outcome.data !== 'string') return null;
	const doc = parseServerDocument('theme-side-feed', outcome.data);
	const wrap = doc.querySelector('.post-wrapper .post-wrap');
	if (!wrap) return null;
	return {
		title: doc.title,
		description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
		wrap,
		bodyClass: doc.getElementById('post-body-class')?.getAttribute('class') ?? null,
	};
}

const DATA_SCRIPT = /^\s*var\s+([A-Za-z_$][\w$]*)\s*=\s*(\{[\s\S]*\})\s*;?\s*$/;

/** Publishes `var name = {json};` scripts of inserted content as globals, the way running them would. */
export function adoptDataScripts(root: Element): void {
	for (const script of root.querySelectorAll('script')) {
		const match = DATA_SCRIPT.exec(script.textContent ?? '');
		if (!match) continue;
		try {
			(globalThis as Record<string, unknown>)[match[1]] = JSON.parse(match[2]);
		} catch {
			// Not JSON: left alone, like any other script in injected HTML.
		}
	}
}
