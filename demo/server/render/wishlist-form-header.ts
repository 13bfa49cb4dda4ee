/**
 * The opening of the wishlist form as the plugin's view header prints it
 * (templates/wishlist-view-header.php): the `<form>` with one attribute a
 * line, the `<!-- TITLE -->` comment, WooCommerce's notices, and the title
 * with its editor for whoever may rename the list. The whitespace is the
 * template's, tab for tab: the islands must live with it, so the demo prints it.
 */
import { type Html, html, raw } from '../http/html';
import { scriptJson } from '../http/php-json';
import type { Notice } from '../state/sessions';

const icon = (id: string, path: string): string =>
	`<svg id="yith-wcwl-icon-${id}" class="yith-wcwl-icon-svg" fill="none" stroke-width="1.5" stroke="currentColor" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">\n  <path stroke-linecap="round" stroke-linejoin="round" d="${path}"></path>\n</svg>`;

const PENCIL = icon('pencil-outline', 'm16.862 4.487 1.687-1.688a1.875 1.875 0 1 1 2.652 2.652L6.832 19.82a4.5 4.5 0 0 1-1.897 1.13l-2.685.8.8-2.685a4.5 4.5 0 0 1 1.13-1.897L16.863 4.487Zm0 0L19.5 7.125');
const X_MARK = icon('x-mark', 'M6 18 18 6M6 6l12 12');
const CHECK = icon('check', 'm4.5 12.75 6 6 9-13.5');

/** WooCommerce's wc_print_notices: errors, then successes, then notices, each in its template's whitespace. */
export function printedNotices(notices: readonly Notice[]): Html {
	const of = (type: Notice['type']) => notices.filter((notice) => notice.type === type).map((notice) => notice.html);
	const errors = of('error');
	const list = errors.length ? html`\n<ul class="woocommerce-error" role="alert">\n\t${errors.map((error) => html`\t\t<li>\n\t\t\t${error}\t\t</li>\n\t`)}</ul>\n` : '';
	const successes = of('success').length ? html`\n${of('success').map((message) => html`\t<div class="woocommerce-message" role="alert">\n\t\t${message}\t</div>\n`)}` : '';
	const infos = of('notice').length ? html`\n${of('notice').map((message) => html`\t<div class="woocommerce-info" role="status">\n\t\t${message}\t</div>\n`)}` : '';
	return html`${list}${successes}${infos}`;
}

function title(name: string, editable: boolean): Html {
	if (!editable) return html`\t\t<div class="wishlist-title-container">\n\t\t\t<div class="wishlist-title ">\n\t\t\t\t<h2>${name}</h2>\t\t\t\t\t\t\t</div>\n\t\t\t\t\t</div>\n\t`;
	return html`\t\t<div class="wishlist-title-container">
			<div class="wishlist-title wishlist-title-with-form">
				<h2>${name}</h2>									<a class="btn button show-title-form">
						${raw(PENCIL)}						Edit title					</a>
							</div>
							<div class="hidden-title-form">
					<input type="text" value="${name}" name="wishlist_name"/>
					<div class="edit-title-buttons">
						<a role="button" href="#" class="hide-title-form">
							${raw(X_MARK)}						</a>
						<a role="button" href="#" class="save-title-form">
							${raw(CHECK)}						</a>
					</div>
				</div>
					</div>
	`;
}

export interface FormHeaderView {
	action: string;
	fragmentOptions: Record<string, unknown>;
	name: string;
	editable: boolean;
	notices: readonly Notice[];
}

export function formHeader(view: FormHeaderView): Html {
	return html`\n\n\n\n<form
	id="yith-wcwl-form"
	action="${view.action}"
	method="post"
	class="woocommerce yith-wcwl-form wishlist-fragment"
	data-fragment-options="${scriptJson(view.fragmentOptions)}"
>

	<!-- TITLE -->
	${printedNotices(view.notices)}${title(view.name, view.editable)}`;
}
