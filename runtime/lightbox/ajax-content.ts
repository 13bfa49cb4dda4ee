/**
 * `?ajax=true` content: fetched from the same origin only (classifyContent
 * refuses the rest) and inserted as parsed nodes with everything that could
 * run removed: scripts and other active elements, inline `on*` handlers and
 * `javascript:` URLs. prettyPhoto inserted the response as HTML, scripts
 * included (contract §5).
 */
import { parseServerDocument } from '../dom/server-html';

import { requestTimeoutMs } from '../config';

const ACTIVE = 'script, iframe, object, embed, frame, frameset, base, meta, link, template';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href'];

export function sanitizeFragment(html: string, doc: Document = document): DocumentFragment {
	const parsed = parseServerDocument('lightbox-ajax', html, doc);
	for (const element of Array.from(parsed.body.querySelectorAll(ACTIVE))) element.remove();
	for (const element of Array.from(parsed.body.querySelectorAll('*'))) {
		for (const { name, value } of Array.from(element.attributes)) {
			if (name.startsWith('on') || (URL_ATTRIBUTES.includes(name) && /^\s*(javascript|data|vbscript):/i.test(value)))
				element.removeAttribute(name);
		}
	}
	const fragment = doc.createDocumentFragment();
	for (const node of Array.from(parsed.body.childNodes)) fragment.append(doc.importNode(node, true));
	return fragment;
}

export type AjaxContent = { ok: true; fragment: DocumentFragment } | { ok: false };

/** Content that never comes fails after the page's request timeout, instead of "Loading..." for good. */
export async function loadAjaxContent(url: string, signal: AbortSignal): Promise<AjaxContent> {
	const controller = new AbortController();
	const timer = setTimeout(() => controller.abort(), requestTimeoutMs());
	const forwardAbort = () => controller.abort();
	signal.addEventListener('abort', forwardAbort, { once: true });
	try {
		const response = await fetch(url, { credentials: 'same-origin', signal: controller.signal, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
		if (!response.ok) return { ok: false };
		return { ok: true, fragment: sanitizeFragment(await response.text()) };
	} catch {
		return { ok: false };
	} finally {
		clearTimeout(timer);
		signal.removeEventListener('abort', forwardAbort);
	}
}
