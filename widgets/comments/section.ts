/**
 * Reading the theme's answer to `jnews_ajax_comment` (theme-ajax.md §6): its
 * comments template, printed as HTML (PHP's default type), whose section is
 * `#comments` (the embed step reads that element's `data-type`). Only such an
 * answer becomes markup. A body the server declared JSON (a PHP warning
 * before a cut-off `{"fragments":{`, a `wp_send_json` error), or HTML without
 * the section (a maintenance page, an empty body), is unreadable: it is
 * refused with the reason, and never parsed into the page.
 */
import { parseServerHtml } from '../../runtime/dom/server-html';
import { type AjaxOutcome, failureText } from '../../runtime/http/ajax';
import { __ } from '../../runtime/i18n';

export const unreadableReply = () => __('The server’s reply was not the comments.');

export type SectionReply = { ok: true; section: DocumentFragment } | { ok: false; reason: string };

export function readSection(outcome: AjaxOutcome): SectionReply {
	// themeCall already refuses a reply typed as JSON or a whole page: that is this same unreadable reply.
	if (!outcome.ok) return { ok: false, reason: outcome.kind === 'non-json' ? unreadableReply() : failureText(outcome) };
	const type = outcome.headers.get('Content-Type') ?? '';
	if (typeof outcome.data !== 'string' || /json/i.test(type)) return { ok: false, reason: unreadableReply() };
	// Parsed inert (a template runs nothing), and looked at before anything reaches the page.
	const section = parseServerHtml('theme-comments', outcome.data);
	return section.querySelector('#comments') ? { ok: true, section } : { ok: false, reason: unreadableReply() };
}
