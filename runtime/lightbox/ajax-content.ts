/**
 * `?ajax=true` content: fetched from the same origin only (classifyContent
 * refuses the rest) and inserted as parsed nodes with everything that could
 * run removed: scripts and other active elements, inline `on*` handlers and
 * `javascript:` URLs. prettyPhoto inserted the response as HTML, scripts
 * included (contract §5).
 */
const ACTIVE = 'script, iframe, object, embed, frame, frameset, base, meta, link, template';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href'];

export function sanitizeFragment(html: string, doc: Document = document): DocumentFragment {
	const parsed = new DOMParser().parseFromString(html, 'text/html');
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

export async function loadAjaxContent(url: string, signal: AbortSignal): Promise<AjaxContent> {
	try {
		const response = await fetch(url, { credentials: 'same-origin', signal, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
		if (!response.ok) return { ok: false };
		return { ok: true, fragment: sanitizeFragment(await response.text()) };
	} catch {
		return { ok: false };
	}
}
